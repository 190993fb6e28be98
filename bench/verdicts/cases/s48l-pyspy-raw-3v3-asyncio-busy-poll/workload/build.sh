#!/bin/bash
# Nothing to build: orders.py is run with CPython 3.11; the argument
# "before" / "after" selects the consumer's queue wait (see orders.py).
set -euo pipefail
cd "$(dirname "$0")"
python3 -m py_compile orders.py && echo "orders.py compiles"
