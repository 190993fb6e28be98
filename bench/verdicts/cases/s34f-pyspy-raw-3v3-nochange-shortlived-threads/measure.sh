#!/usr/bin/env bash
# Independent share measurement (not flamediff): python3 measure.py counts, per run, the
# samples whose stack holds a frame matching the regexes (one sample = one py-spy sample).
set -euo pipefail
cd "$(dirname "$0")"
# No-change control: every worker function's share, per run; they should agree within noise.
for fn in fetch parse store run_round; do
  echo "## $fn on the stack"
  python3 measure.py "^$fn\\b" before/run-* after/run-*
  echo
done
