#!/bin/bash
# Nothing to build: pure Python 3.11; before and after run the same indexer.py with the same input.
set -e
for f in "$(dirname "$0")/indexer.py"; do python3 -c "import sys; compile(open(sys.argv[1]).read(), sys.argv[1], \"exec\")" "$f"; done  # syntax check only, writes nothing
