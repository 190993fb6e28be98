#!/usr/bin/env bash
# Independent share measurement (not flamediff): python3 measure.py counts, per run, the
# samples whose stack holds a frame matching the regexes (one sample = one py-spy sample).
set -euo pipefail
cd "$(dirname "$0")"
echo "## culprit: index_documents on the stack (its 'tok in STOPWORDS' test is now a list scan)"
python3 measure.py '^index_documents\b' before/run-* after/run-*
echo
echo "## indexer's input generation (unchanged): make_docs"
python3 measure.py '^make_docs\b' before/run-* after/run-*
echo
echo "## the other worker (unchanged): summarize_accounts"
python3 measure.py '^summarize_accounts\b' before/run-* after/run-*
echo
echo "## main-thread set-up (unchanged): list_accounts"
python3 measure.py '^list_accounts\b' before/run-* after/run-*
