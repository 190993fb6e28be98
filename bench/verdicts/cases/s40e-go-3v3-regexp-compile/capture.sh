#!/usr/bin/env bash
# Rerunnable capture for s40e-go-3v3-regexp-compile.
# before = regexp compiled once at package level; after = regexp.MustCompile inside parseLine per line.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BUILD="${BUILD:-/tmp/s40e/build-logstats}"
LOCK=/tmp/flamediff-capture.lock
ARGS="-n 100000 -rounds 4 -seed 42 -rate 500"
mkdir -p "$BUILD" "$HERE/before" "$HERE/after"
echo "go: $(go version)"
(cd "$HERE/workload" && go build -o "$BUILD/logstats" .)
for i in 1 2 3; do
  for side in before after; do
    mode=hoisted; [ "$side" = after ] && mode=inline
    out="$HERE/$side/run-$i.pb.gz"
    echo "== $side run $i (mode=$mode)"
    flock "$LOCK" /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
      "$BUILD/logstats" -mode "$mode" $ARGS -cpuprofile "$out"
    echo "   bytes: $(wc -c < "$out")"
  done
done
echo "done"
