#!/bin/bash
# Builds before (64 KB reads) and after (64-byte reads) from the same source; generates the input log.
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -DREAD_CHUNK=65536 -o logstat_before logstat.c
gcc $CFLAGS -DREAD_CHUNK=64    -o logstat_after  logstat.c
LOG=${LOG:-/tmp/s49d/access.log}
mkdir -p "$(dirname "$LOG")"
[ -s "$LOG" ] || python3 genlog.py "$LOG" 600000
ls -l "$LOG"
