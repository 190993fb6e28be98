#!/bin/bash
# "Build" = generate the shared deterministic input file (not stored in the case: ~38 MB).
set -euo pipefail
cd "$(dirname "$0")"
OUT=${1:-/tmp/s48h/pyspy-rename/orders.csv}
mkdir -p "$(dirname "$OUT")"
python3 make_input.py "$OUT" 800000
