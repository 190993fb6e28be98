#!/usr/bin/env bash
# Independent share measurement (not flamediff): python3 measure.py counts, per run, the
# samples whose stack holds a frame matching the regexes (one sample = one py-spy sample).
set -euo pipefail
cd "$(dirname "$0")"
echo "## culprit: handle_line on the stack (now hashes every line with sha256; the C call is self time of handle_line)"
python3 measure.py '^handle_line\b' before/run-* after/run-*
echo
echo "## consumer loop (consume, unchanged except for the new 'seen' set)"
python3 measure.py '^consume\b' before/run-* after/run-*
echo
echo "## producer thread (unchanged): produce"
python3 measure.py '^produce\b' before/run-* after/run-*
echo
echo "## set-up phase in the main thread (unchanged): load_reference"
python3 measure.py '^load_reference\b' before/run-* after/run-*
