#!/usr/bin/env bash
# Rerunnable capture for s40a-pyspy-raw-1v1-three-callees.
# before: reconcile_accounts() makes 1 pass over each batch; after: 2 passes.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(pyenv which python3 2>/dev/null || command -v python3)}"
echo "python: $PY ($("$PY" --version 2>&1))"
echo "py-spy: $(py-spy --version)"
mkdir -p "$HERE/before" "$HERE/after"
for side in before after; do
  if [ "$side" = before ]; then passes=1; else passes=2; fi
  out="$HERE/$side/run-1.raw.txt"
  rm -f "$out"
  echo "== $side run-1: passes=$passes =="
  flock /tmp/flamediff-capture.lock \
    py-spy record --format raw --rate 200 --output "$out" -- \
      "$PY" "$HERE/workload/ledger.py" --passes "$passes" --entries 60000 --rounds 3
  echo "lines: $(wc -l < "$out")  samples: $(awk '{s+=$NF} END{print s}' "$out")"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; echo "gzipped $out"; fi
done
