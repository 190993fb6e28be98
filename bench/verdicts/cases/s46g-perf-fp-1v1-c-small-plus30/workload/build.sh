#!/bin/bash
set -e
cd "$(dirname "$0")"
gcc -O2 -fno-omit-frame-pointer -fno-shrink-wrap -fno-optimize-sibling-calls -g -o pipeline_before pipeline.c -DSCORE_VERIFY=0
gcc -O2 -fno-omit-frame-pointer -fno-shrink-wrap -fno-optimize-sibling-calls -g -o pipeline_after pipeline.c -DSCORE_VERIFY=1
