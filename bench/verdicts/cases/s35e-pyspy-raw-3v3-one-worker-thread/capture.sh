#!/bin/bash
# Capture for s35e-pyspy-raw-3v3-one-worker-thread.
# 3 py-spy runs per side, interleaved, each holding the shared lock.
# The side's jobs.py is copied to one fixed path before each run so that
# file names in the profiles are identical on both sides.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
RUN=/tmp/s35e/c5/run
LOCK=/tmp/flamediff-capture.lock
PY=/root/.pyenv/versions/3.11.7/bin/python3
mkdir -p "$RUN" "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
py-spy --version; $PY --version

for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    cp "$CASE/workload/$side/jobs.py" "$RUN/jobs.py"
    out="$CASE/$side/run-$i.raw.txt"
    flock "$LOCK" /usr/bin/time -f "wall %e s, user %U s, sys %S s" \
      py-spy record --format raw --threads --rate 200 -o "$out" -- "$PY" "$RUN/jobs.py"
    echo "samples: $(awk '{n+=$NF} END{print n}' "$out") in $(wc -l < "$out") distinct stacks"
  done
done
ls -l "$CASE/before" "$CASE/after"
