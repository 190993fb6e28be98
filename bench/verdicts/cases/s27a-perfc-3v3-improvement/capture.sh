#!/usr/bin/env bash
# Builds both variants and captures perf (-F 999 -g, frame pointers) 3 runs a side,
# interleaved b1 a1 b2 a2 b3 a3, each perf record under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
LOCK=/tmp/flamediff-capture.lock
ARGS="150000 10"
rm -f before/*.perf.txt* after/*.perf.txt*
echo "gcc: $(gcc --version | head -1); $(perf --version)"
for side in before after; do
  gcc -O2 -fno-omit-frame-pointer -g -Wall -o workload/$side/ledger workload/$side/ledger.c
done
b=$(workload/before/ledger 50000 2); a=$(workload/after/ledger 50000 2)
echo "output check: before: $b | after: $a"
[ "$b" = "$a" ] || { echo "outputs differ" >&2; exit 1; }
for i in 1 2 3; do
  for side in before after; do
    data=$(mktemp /tmp/s27a-perfc.XXXXXX.data)
    flock "$LOCK" bash -c 'start=$(date +%s%N)
      perf record -q -F 999 -g -o "$1" "$2" $3 >/dev/null
      echo "$4 run-$5: wall $(( ($(date +%s%N) - start) / 1000000 )) ms"' _ "$data" "$CASE/workload/$side/ledger" "$ARGS" "$side" "$i"
    perf script -i "$data" > "$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$data"
    sz=$(stat -c %s "$side/run-$i.perf.txt")
    if [ "$sz" -gt 5000000 ]; then gzip -9 "$side/run-$i.perf.txt"; fi
  done
done
python3 workload/share_perf.py '^crc32_buf\b,^parse_record\b,^gen_ledger\b,^verify_and_summarise\b,^main\b' \
  before/run-*.perf.txt* after/run-*.perf.txt*
