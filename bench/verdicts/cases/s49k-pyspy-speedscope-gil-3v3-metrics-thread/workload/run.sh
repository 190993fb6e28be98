#!/bin/bash
# No build step (CPython 3.11). Usage: workload/run.sh before|after [batches per_batch]
# Both sides run the same app.py; only the metrics module on PYTHONPATH differs.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
side=${1:?before|after}; shift
cd "$HERE" && PYTHONPATH="$HERE/$side" exec python3 "$HERE/app.py" "${1:-20}" "${2:-20000}"
