#!/bin/bash
# Nothing to compile (CPython 3.11); byte-compile to check syntax. Both sides run this same file.
set -euo pipefail
cd "$(dirname "$0")"
python3 -m py_compile pipeline.py
