#!/bin/bash
# Nothing to build: control case, before and after run the same etl.py with the same arguments.
set -euo pipefail
cd "$(dirname "$0")"
python3 -m py_compile etl.py
