#!/bin/bash
# py-spy record --format raw --threads, 1 run per side (before then after), same
# program, same input (--seed 4242 --rounds 28), under the shared capture lock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY="${PY:-$(pyenv which python3 2>/dev/null || command -v python3)}"
echo "== $(date -u +%FT%TZ) python: $PY ($("$PY" --version 2>&1)) py-spy: $(py-spy --version)"
"$HERE/workload/build.sh"
mkdir -p "$HERE/before" "$HERE/after"
for side in before after; do
  out="$HERE/$side/run-1.pyspy.folded"
  rm -f "$out"
  echo "== capture $side run 1 (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  ( time flock "$LOCK" py-spy record --format raw --threads --rate 200 --output "$out" -- \
      "$PY" "$HERE/workload/pipeline.py" --seed 4242 --rounds 28 ) 2>&1
  echo "lines: $(wc -l < "$out")  samples: $(awk '{s+=$NF} END{print s}' "$out")"
done
echo "== done $(date -u +%FT%TZ)"
