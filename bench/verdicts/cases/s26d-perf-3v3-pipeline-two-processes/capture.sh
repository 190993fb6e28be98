#!/bin/bash
# Capture s26d-perf-3v3-pipeline-two-processes: `producer | consumer` (both gcc -O2 -g
# -fno-omit-frame-pointer) recorded with perf record -g -F 499 -- sh -c '...', so both processes
# (and sh) are in the profile. The consumer's parse_record gets slower after (-DAFTER).
# 3 runs a side interleaved b1 a1 b2 a2 b3 a3, each under the capture lock; both consumer
# variants are copied to the same path ($T/consumer) so comm and DSO names match.
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s26d-pipe.XXXXXX)
trap 'rm -rf "$T"' EXIT
gcc --version | sed -n 1p
perf --version
gcc -O2 -g -fno-omit-frame-pointer -Wall workload/producer.c -o "$T/producer"
gcc -O2 -g -fno-omit-frame-pointer -Wall workload/consumer.c -o "$T/consumer-before"
gcc -O2 -g -fno-omit-frame-pointer -Wall -DAFTER workload/consumer.c -o "$T/consumer-after"
rm -f before/run-* after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    cp "$T/consumer-$side" "$T/consumer"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s" \
      perf record -q -g -F 499 -o "$T/perf.data" -- sh -c "$T/producer 20000000 | $T/consumer"
    perf script -i "$T/perf.data" > "$side/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 2000000 ]; then gzip -9 "$side/run-$i.perf.txt"; fi
  done
done
ls -la before after
echo "== culprit share (workload/perf_share.py --comm '^parse_record\\b')"
python3 workload/perf_share.py --comm --top 14 '^parse_record\b' before/run-* after/run-*
echo "== per-function table"
python3 workload/perf_table.py --top 16 before/run-* -- after/run-*
