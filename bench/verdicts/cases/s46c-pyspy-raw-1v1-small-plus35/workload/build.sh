#!/bin/bash
# Nothing to compile: byte-compile both sides to catch syntax errors.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
python3 -m py_compile "$HERE/before/pipeline.py" "$HERE/after/pipeline.py"
