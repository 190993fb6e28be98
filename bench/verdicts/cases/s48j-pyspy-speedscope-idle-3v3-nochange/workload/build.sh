#!/bin/bash
# Pure Python (CPython 3.11); nothing to compile. Parses the source to check syntax (no .pyc left behind).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
python3 -c "import ast,sys; ast.parse(open(sys.argv[1]).read())" "$HERE/ingest.py"
