#!/bin/bash
# Nothing to compile (CPython 3.11); byte-compile both versions to check syntax.
set -euo pipefail
cd "$(dirname "$0")"
python3 -m py_compile before/ingest.py after/ingest.py
