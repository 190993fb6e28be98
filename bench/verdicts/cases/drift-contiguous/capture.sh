#!/usr/bin/env bash
# Reproduces this case: ONE unchanged C program (workload/logidx.c, 2 indexer threads, 3 s)
# run 6 times back to back under perf record -F 499 -g (frame pointers). Runs 1-3 go to
# before/, runs 4-6 to after/ (a contiguous split, not interleaved). During runs 4-6 a
# CPU-bound busy loop runs at nice 19 in another (unprofiled) process, so the machine's
# background load changes between the halves. The whole sequence holds the capture lock,
# so nothing else runs between the six runs.
set -euo pipefail
cd "$(dirname "$0")"
BIN=/tmp/flamediff-logidx-drift/logidx
mkdir -p "$(dirname "$BIN")" before after
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -pthread -o "$BIN" workload/logidx.c
sysctl -q kernel.perf_event_paranoid=-1 || true
rm -f before/run-*.perf.txt* after/run-*.perf.txt*
exec 9>/tmp/flamediff-capture.lock
flock 9
tmp=$(mktemp -d)
busy=
cleanup() { [ -n "$busy" ] && kill "$busy" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT
: > capture.log
for run in 1 2 3 4 5 6; do
  if [ "$run" -le 3 ]; then side=before; n=$run; else side=after; n=$((run - 3)); fi
  if [ "$run" -eq 4 ]; then
    nice -n 19 sh -c 'while :; do :; done' &
    busy=$!
    echo "busy loop pid $busy started at nice 19" >> capture.log
  fi
  echo "run $run -> $side/run-$n.perf.txt start $(date -u +%FT%T.%3NZ)" >> capture.log
  perf record -q -F 499 -g -o "$tmp/perf.data" -- "$BIN" -t 2 -s 3 2>> capture.log
  perf script -i "$tmp/perf.data" > "$side/run-$n.perf.txt" 2>> "$tmp/script.err"
  rm -f "$tmp/perf.data"
  if [ "$(stat -c %s "$side/run-$n.perf.txt")" -gt 5000000 ]; then gzip -9 "$side/run-$n.perf.txt"; fi
done
kill "$busy"; busy=
echo "busy loop stopped" >> capture.log
