#!/bin/bash
# Nothing to compile; both sides run the same workload/inventory.py. Byte-compile to catch syntax errors.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
python3 -m py_compile "$HERE/inventory.py"
rm -rf "$HERE/__pycache__"
