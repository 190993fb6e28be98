#!/bin/bash
# Capture for s23c-pyspy-3v3-drift-raw (no-change control). Order: b1 b2 b3, then a1 a2 a3 (contiguous).
# After runs only: a busy loop `taskset -c 1 yes > /dev/null` on CPU 1 as a perturbation.
set -e -o pipefail
cd "$(dirname "$0")"
py-spy --version; python3 --version
run() {  # side i
  t0=$(date +%s.%N)
  py-spy record -r 100 -f raw -o ../$1/run-$2.raw.txt -- python3 search_index.py 30000 100
  t1=$(date +%s.%N)
  echo "$1 run-$2 wall $(echo "$t1 - $t0" | bc) s  load $(cut -d' ' -f1-3 /proc/loadavg)"
}
for i in 1 2 3; do run before $i; done
taskset -c 1 yes > /dev/null &
YES=$!
echo "busy loop pid $YES started (taskset -c 1 yes)"
sleep 1
for i in 1 2 3; do run after $i; done
kill $YES
echo "busy loop pid $YES stopped"
