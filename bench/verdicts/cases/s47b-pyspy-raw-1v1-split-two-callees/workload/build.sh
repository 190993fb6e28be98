#!/bin/bash
# Nothing to build: pure Python 3.11. before/ledger.py and after/ledger.py differ only in validate_record.
set -e
for f in "$(dirname "$0")/before/ledger.py" "$(dirname "$0")/after/ledger.py"; do python3 -c "import sys; compile(open(sys.argv[1]).read(), sys.argv[1], \"exec\")" "$f"; done  # syntax check only, writes nothing
