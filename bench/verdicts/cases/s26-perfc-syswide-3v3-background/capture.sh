#!/bin/bash
# Capture s26-perfc-syswide-3v3-background.
# System-wide perf (perf record -a -g -F 499, frame pointers) for the whole run of a C
# program (~4 s), while a background loop gzips random data (random size 8-31 MB, random
# level 1-9 per iteration) on the other core. 3 runs a side, interleaved b1 a1 b2 a2 b3 a3.
# Each run (background start, perf record, background stop) holds the capture lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
RUN=/tmp/s26-syswide-run
ROUNDS=1250
rm -rf "$RUN"; mkdir -p "$RUN" "$CASE/before" "$CASE/after"
gcc --version | head -1; perf --version
head -c 32M /dev/urandom > "$RUN/rand.bin"
for side in before after; do
  cp "$CASE/workload/$side/signal.c" "$RUN/signal.c"
  ( cd "$RUN" && gcc -O2 -g -fno-omit-frame-pointer -o "signal.$side" signal.c -lm )
done
one_run() {  # side i
  local side=$1 i=$2
  cp "$RUN/signal.$side" "$RUN/signal"
  cd "$RUN"
  setsid "$CASE/workload/background.sh" rand.bin &
  local bg=$!
  sleep 0.5
  /usr/bin/time -f "signal wall %e s" perf record -a -g -F 499 -o "$RUN/perf.data" -- ./signal $ROUNDS
  kill -- -"$bg"; wait "$bg" 2>/dev/null || true
  perf script -i "$RUN/perf.data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
  rm -f "$RUN/perf.data" "$RUN/perf.data.old"
}
export -f one_run; export RUN CASE ROUNDS
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock bash -c "one_run $side $i"
  done
done
rm -rf "$RUN"
for f in "$CASE"/before/run-*.perf.txt "$CASE"/after/run-*.perf.txt; do
  if [ "$(stat -c %s "$f")" -gt 5000000 ]; then gzip -9 "$f"; fi
done
echo "== samples whose stack contains smooth (own script)"
cd "$CASE"
python3 workload/perfshares.py smooth signal before/run-* after/run-*
