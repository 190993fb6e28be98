#!/bin/bash
# Nothing to compile: byte-compile check only (same file for both sides).
set -euo pipefail
cd "$(dirname "$0")"
/root/.pyenv/versions/3.11.7/bin/python3 -m py_compile notes_indexer.py && rm -rf __pycache__
