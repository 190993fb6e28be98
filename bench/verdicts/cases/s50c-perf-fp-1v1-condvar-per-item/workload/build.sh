#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -pthread"
gcc $CFLAGS -o pipeline_before pipeline.c
gcc $CFLAGS -DPER_ITEM -o pipeline_after pipeline.c
