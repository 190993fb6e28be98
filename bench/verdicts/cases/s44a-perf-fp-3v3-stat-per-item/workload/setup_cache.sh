#!/bin/bash
# Creates the (empty) cache tree the after build probes: ROOT/00 .. ROOT/ff, no object files.
set -euo pipefail
ROOT=${1:-/tmp/s44a-asset-cache/srv/www/site/v3/objects}
rm -rf /tmp/s44a-asset-cache
mkdir -p "$ROOT"
for i in $(seq 0 255); do mkdir -p "$ROOT/$(printf %02x $i)"; done
