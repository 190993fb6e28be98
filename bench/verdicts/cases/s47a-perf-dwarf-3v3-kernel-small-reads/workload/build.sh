#!/bin/bash
# Built WITHOUT frame pointers (call graphs come from perf --call-graph dwarf).
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fomit-frame-pointer"
gcc $CFLAGS -o logstat_before logstat.c
gcc $CFLAGS -DREAD_CHUNK=256 -o logstat_after logstat.c
