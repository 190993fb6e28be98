#!/bin/bash
# Control: the same ledger.py is copied to before/ and after/ (identical bytes); nothing to compile.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
cp ledger.py before/ledger.py
cp ledger.py after/ledger.py
cmp before/ledger.py after/ledger.py && echo "before/ledger.py and after/ledger.py identical"
