#!/bin/bash
# Nothing to compile: before = `scorer.py --intake block`, after = `scorer.py --intake poll`.
cd "$(dirname "$0")" && python3 -m py_compile scorer.py && rm -rf __pycache__ && echo "scorer.py ok"
