#!/bin/bash
# Capture s26d-gopprof-3v3-goroutine-split: Go CPU profile (runtime/pprof, 100 Hz) of a checker
# whose 4 worker goroutines and main goroutine both call main.validate, 3 runs a side,
# interleaved b1 a1 b2 a2 b3 a3, each run under the capture lock. Both variants are built from
# the same source path ($T/src/main.go) and run as the same binary path ($T/checker).
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s26d-go.XXXXXX)
trap 'rm -rf "$T"' EXIT
go version
mkdir -p "$T/src"
cp workload/go.mod "$T/src/"
for side in before after; do
  cp "workload/$side/main.go" "$T/src/main.go"
  (cd "$T/src" && go build -o "$T/checker-$side" .)
done
rm -f before/run-* after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    cp "$T/checker-$side" "$T/checker"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s user %U s" \
      "$T/checker" -cpuprofile "$side/run-$i.pb.gz" -n 20000 -rounds 50
  done
done
ls -la before after
echo "== culprit share (workload/pprof_share.py --top 12 '^main\\.validate\\b')"
python3 workload/pprof_share.py --top 12 '^main\.validate\b' before/run-*.pb.gz after/run-*.pb.gz
