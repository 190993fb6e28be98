#!/bin/bash
# Nothing to compile (CPython 3.11): before/workers.py and after/workers.py differ only in score_docs.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
python3 --version
diff "$D/before/workers.py" "$D/after/workers.py" || true
for s in before after; do python3 "$D/$s/workers.py" 20; done
rm -rf "$D/before/__pycache__" "$D/after/__pycache__"
