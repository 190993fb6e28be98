#!/bin/bash
# build.sh OUTDIR : compiles before/ and after/ Invoicing.java into OUTDIR/before, OUTDIR/after.
set -euo pipefail
cd "$(dirname "$0")"
O=${1:-/tmp/s44c/jfr}
for side in before after; do mkdir -p "$O/$side"; javac -d "$O/$side" "$side/Invoicing.java"; done
