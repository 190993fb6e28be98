#!/bin/bash
# Nothing to compile (CPython 3.11). Checks the interpreter and the source.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
python3 --version
python3 -m py_compile "$D/thumbnails.py" && rm -rf "$D/__pycache__"
