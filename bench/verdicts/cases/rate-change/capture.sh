#!/usr/bin/env bash
# Reproduces this case: the same C binary (workload/logidx.c, 1 indexer thread) on both
# sides, each run with a 5 s time limit. The before runs' input holds 4,000,000 records, the
# after runs' 8,000,000: each processes its input flat out (same per-record work, same code
# paths) and then idles (nanosleep) until the time limit. So in the same 5 s the after runs
# process twice as many records: twice the on-CPU time and samples, the same work mix.
# perf record -F 499 -g (frame pointers), 3 runs a side, interleaved, each run its own
# process under the shared capture lock.
set -euo pipefail
cd "$(dirname "$0")"
BIN=/tmp/flamediff-logidx-rate/logidx
mkdir -p "$(dirname "$BIN")" before after
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -pthread -o "$BIN" workload/logidx.c
sysctl -q kernel.perf_event_paranoid=-1 || true
rm -f before/run-*.perf.txt* after/run-*.perf.txt*
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
: > capture.log
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then n=4000000; else n=8000000; fi
    echo "$side run-$i records=$n start $(date -u +%FT%T.%3NZ)" >> capture.log
    flock /tmp/flamediff-capture.lock perf record -q -F 499 -g -o "$tmp/perf.data" -- "$BIN" -t 1 -s 5 -n "$n" 2>> capture.log
    perf script -i "$tmp/perf.data" > "$side/run-$i.perf.txt" 2>> "$tmp/script.err"
    rm -f "$tmp/perf.data"
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 5000000 ]; then gzip -9 "$side/run-$i.perf.txt"; fi
  done
done
