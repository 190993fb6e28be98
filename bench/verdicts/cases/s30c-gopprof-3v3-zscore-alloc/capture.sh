#!/bin/bash
# Case s30c-gopprof-3v3-zscore-alloc: Go runtime/pprof CPU profile (200 Hz, set in main.go),
# 3 before / 3 after, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
TMP=$(mktemp -d)
go version
for v in before after; do
  mkdir -p "$TMP/$v"
  cp "workload/main_$v.go" "$TMP/$v/main.go"; cp workload/go.mod "$TMP/$v/go.mod"
  (cd "$TMP/$v" && go build -o zscore .)
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock "$LOCK" "$TMP/$v/zscore" -cpuprofile "$v/run-$i.pb.gz"
    ls -l "$v/run-$i.pb.gz"
  done
done
rm -rf "$TMP"
