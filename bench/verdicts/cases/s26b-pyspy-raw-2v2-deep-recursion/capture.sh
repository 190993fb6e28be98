#!/usr/bin/env bash
# s26b-pyspy-raw-2v2-deep-recursion: 2 runs a side interleaved (b1 a1 b2 a2),
# py-spy record --format raw -r 200 over the whole run, then culprit shares.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
ROUNDS=18
TREES=400
python3 --version
py-spy --version
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1 2; do
  for side in before after; do
    echo "== $side run $i"
    (cd "$CASE/workload/$side" && flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "%e s wall" py-spy record --format raw -r 200 -o "$CASE/$side/run-$i.raw.txt" -- python3 treewalk.py $ROUNDS $TREES)
  done
done
ls -la "$CASE/before" "$CASE/after"
echo "== culprit share (samples with a frame named score), with top inclusive shares"
python3 "$CASE/workload/share.py" '^score$' --top 12 "$CASE"/before/run-* "$CASE"/after/run-* | tee "$CASE/workload/shares.txt"
