#!/usr/bin/env bash
# capture.sh : 1 run a side, before then after, each its own process.
# perf record -F 999 -g as root (frame pointers in the program; kernel callchains kept; cpu-clock),
# 2500 blocks of 64 KiB (160 MiB through the pipe).
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$C/before" "$C/after" /tmp/cna/c8/data
one() { # side change
  perf record -q -F 999 -g -o /tmp/cna/c8/data/$1.data /tmp/cna/c8/pipecopy --change $2 --blocks 2500
  perf script -i /tmp/cna/c8/data/$1.data > "$C/$1/run-1.perf.txt"
  if [ "$(stat -c %s "$C/$1/run-1.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$1/run-1.perf.txt"; fi
}
one before none
one after small_chunks
