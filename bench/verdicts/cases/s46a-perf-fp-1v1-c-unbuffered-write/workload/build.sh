#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o report_before report.c -lm
gcc $CFLAGS -DUNBUFFERED -o report_after report.c -lm
