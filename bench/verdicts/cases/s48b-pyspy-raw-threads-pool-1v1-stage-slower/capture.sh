#!/usr/bin/env bash
# Rerunnable capture for s48b-pyspy-raw-threads-pool-1v1-stage-slower.
# before: workload/before/pipeline.py; after: workload/after/pipeline.py, where
# score_record() re-derives 4 of its 5 blake2b chain links (measured ~59% more CPU in score_record).
# One run a side (before, then after), py-spy raw with --threads.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(pyenv which python3 2>/dev/null || command -v python3)}"
N="${N:-200000}"
echo "python: $PY ($("$PY" --version 2>&1))"
echo "py-spy: $(py-spy --version)"
mkdir -p "$HERE/before" "$HERE/after"
for side in before after; do
  out="$HERE/$side/run-1.pyspy.folded"
  rm -f "$out" "$out.gz"
  echo "== $side run-1: $side/pipeline.py $N =="
  flock /tmp/flamediff-capture.lock \
    py-spy record --format raw --threads --rate 200 --output "$out" -- \
      "$PY" "$HERE/workload/$side/pipeline.py" "$N"
  echo "lines: $(wc -l < "$out")  samples: $(awk '{s+=$NF} END{print s}' "$out")"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 -f "$out"; echo "gzipped $out"; fi
done
"$PY" "$HERE/measure.py"
