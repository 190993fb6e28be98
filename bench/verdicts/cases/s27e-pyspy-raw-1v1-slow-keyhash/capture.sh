#!/bin/bash
# One py-spy raw capture per side (before then after), 4 s each, at 100 Hz.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
python3 workload/timeit_helper.py
for v in before after; do
  echo "== $v run-1 $(date -u +%FT%TZ)"
  flock /tmp/flamediff-capture.lock py-spy record --format raw --rate 100 -o $v/run-1.raw.txt -- python3 workload/$v/app.py 4
done
python3 workload/measure.py '^key_hash\b' before/run-1.raw.txt after/run-1.raw.txt
