#!/bin/bash
# Captures 1 run per side with py-spy (speedscope format, idle frames, per-thread stacks).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=$(pyenv which python3 2>/dev/null || command -v python3)
"$PY" --version
py-spy --version
mkdir -p "$HERE/before" "$HERE/after"
declare -A FLAG=([before]="" [after]="--verify-under-lock")
for side in before after; do
  out="$HERE/$side/run-1.speedscope.json"
  echo "== $side flags='${FLAG[$side]}' seed=7"
  flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope --idle --threads --rate 100 -o "$out" -- \
      "$PY" "$HERE/workload/ledger_service.py" --seed 7 ${FLAG[$side]}
  [ -s "$out" ] || { echo "empty $out"; exit 1; }
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; fi
  ls -l "$HERE/$side/"
done
