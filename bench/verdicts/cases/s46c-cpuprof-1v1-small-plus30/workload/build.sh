#!/bin/bash
# Nothing to compile (Node 20 runs the sources directly); syntax-check both sides.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
node --check "$HERE/before/app.js"
node --check "$HERE/after/app.js"
