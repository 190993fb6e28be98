#!/bin/bash
# Pure Python, nothing to build. Byte-compiles the module as a syntax check.
set -euo pipefail
cd "$(dirname "$0")"
PY="${PY:-$(pyenv which python3 2>/dev/null || command -v python3)}"
"$PY" -m py_compile pipeline.py
