#!/usr/bin/env bash
# Case s33d-pyspy-1v1-re-sub-uncompiled: py-spy raw (collapsed) output at 250 Hz, ONE run a side
# (before, then after). Fixed work: 40 passes over a 5000-line log window, seed 1 on both sides.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
python3 --version; py-spy --version
mkdir -p "$CASE/before" "$CASE/after"
for side in before after; do
  echo "== $side run 1  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
  flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s, user %U s" \
    py-spy record -r 250 -f raw -o "$CASE/$side/run-1.raw.txt" -- python3 "$CASE/workload/$side/lognorm.py" 40 1
done
ls -l "$CASE"/before "$CASE"/after
