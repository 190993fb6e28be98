#!/bin/bash
# One py-spy speedscope capture per side. before: FEE_PASSES=20, after: FEE_PASSES=26 (+30%).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HERE/before" "$HERE/after"
PY="$(command -v python3)"
"$PY" --version; py-spy --version
cap() { # side
  rm -f "$HERE/$1"/run-1.speedscope.json*
  flock /tmp/flamediff-capture.lock py-spy record --rate 200 --format speedscope \
      -o "$HERE/$1/run-1.speedscope.json" -- "$PY" "$HERE/workload/ledger.py" "$1"
  f="$HERE/$1/run-1.speedscope.json"
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
  ls -l "$HERE/$1"
}
cap before
cap after
