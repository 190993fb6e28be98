#!/usr/bin/env bash
# Independent share measurement (not flamediff): python3 measure.py counts, per run, the
# samples whose stack holds a frame matching the regexes (one sample = one py-spy sample).
set -euo pipefail
cd "$(dirname "$0")"
echo "## culprit: process_batch on the stack (the changed task function)"
python3 measure.py '^process_batch\b' before/run-* after/run-*
echo
echo "## the new callee: re.fullmatch (and the re._compile cache lookup under it)"
python3 measure.py '^fullmatch\b' before/run-* after/run-*
echo
echo "## main-thread producer (unchanged): make_line"
python3 measure.py '^make_line\b' before/run-* after/run-*
