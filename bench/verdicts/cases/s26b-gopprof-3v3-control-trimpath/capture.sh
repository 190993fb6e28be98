#!/usr/bin/env bash
# s26b-gopprof-3v3-control-trimpath: no code change. before = plain `go build` in workload/src,
# after = `go build -trimpath` in a copy of the same source in another directory.
# 3 runs a side interleaved (b1 a1 b2 a2 b3 a3), each writing a pprof CPU profile (runtime/pprof, 100 Hz).
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
B=/tmp/s26b-go
ROUNDS=100
rm -rf "$B" && mkdir -p "$B/before" "$B/after" "$B/elsewhere"
go version
(cd "$CASE/workload/src" && go build -o "$B/before/crunch" .)
cp -r "$CASE/workload/src" "$B/elsewhere/crunch-src"
(cd "$B/elsewhere/crunch-src" && go build -trimpath -o "$B/after/crunch" .)
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "%e s wall" "$B/$side/crunch" -rounds $ROUNDS -cpuprofile "$CASE/$side/run-$i.pb.gz"
  done
done
ls -la "$CASE/before" "$CASE/after"
echo "== file names of main.main in each side's profile"
for side in before after; do
  go tool pprof -raw "$CASE/$side/run-1.pb.gz" 2>/dev/null | grep -m1 -E 'main\.main ' || true
  go tool pprof -raw "$CASE/$side/run-1.pb.gz" 2>/dev/null | grep -m1 -E 'MandelTile ' || true
done
echo "== per-function shares"
python3 "$CASE/workload/funcshares.py" "$CASE"/before/run-*.pb.gz -- "$CASE"/after/run-*.pb.gz | tee "$CASE/workload/shares.txt"
rm -rf "$B"
