#!/bin/bash
# Captures one py-spy speedscope profile per side of the short inventory.py run (control: only the seed differs).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="$(pyenv which python3)"          # the real interpreter, not the pyenv shim
export PYTHONPYCACHEPREFIX=/tmp/s41l/pycache
"$PY" --version; py-spy --version
# warm the bytecode cache once (unprofiled) so both sides import from identical .pyc state
(cd "$HERE/workload" && "$PY" -m compileall -q . >/dev/null && "$PY" inventory.py 1 >/dev/null)
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
run() { # side seed
  local side=$1 seed=$2 out="$HERE/$1/run-1.speedscope.json"
  echo "== $side seed=$seed"
  (cd "$HERE/workload" && /usr/bin/time -f "wall=%es user=%Us" flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope --rate 500 -o "$out" -- "$PY" inventory.py "$seed")
  ls -l "$out"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; ls -l "$out.gz"; fi
}
run before 4242
run after 9001
python3 "$HERE/measure.py"
