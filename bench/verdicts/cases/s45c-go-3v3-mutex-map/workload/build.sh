#!/bin/bash
# Builds both variants into DIR (default /tmp/s45c/go): hitcount-before (per-worker maps), hitcount-after (-tags shared).
# capture.sh runs the same two go build commands itself.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT=${1:-/tmp/s45c/go}
export GOTOOLCHAIN=local
mkdir -p "$OUT"
cd "$HERE"
go build -o "$OUT/hitcount-before" .
go build -tags shared -o "$OUT/hitcount-after" .
