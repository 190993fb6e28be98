#!/bin/bash
# No compile step (Node JIT). Stages one side's billing.js at a fixed path so JIT frame
# names (which embed the script URL) are identical on both sides.
# usage: build.sh before|after  -> prints staged path
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
STAGE=${STAGE:-/tmp/s48j/run}
mkdir -p "$STAGE"
cp "$HERE/$1/billing.js" "$STAGE/billing.js"
echo "$STAGE/billing.js"
