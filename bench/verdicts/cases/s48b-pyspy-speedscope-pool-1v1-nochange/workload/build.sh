#!/usr/bin/env bash
# Nothing to compile: CPython runs indexer.py directly, the same file on both sides.
cd "$(dirname "$0")" && python3 -m py_compile indexer.py && echo "indexer.py ok"
