#!/bin/bash
# Builds exporter_before (buffered output) and exporter_after (-DUNBUFFERED_EMIT) from exporter.c.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o "$D/exporter_before" "$D/exporter.c"
gcc $CFLAGS -DUNBUFFERED_EMIT -o "$D/exporter_after" "$D/exporter.c"
