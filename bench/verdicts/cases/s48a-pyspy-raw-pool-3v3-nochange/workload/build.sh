#!/bin/bash
# Control case: before and after run the identical program (copied per side).
set -euo pipefail
cd "$(dirname "$0")"
cp routes.py routes_before.py
cp routes.py routes_after.py
cmp routes_before.py routes_after.py && echo "identical"
