#!/usr/bin/env bash
# Builds indexer (before / -DAFTER) with frame pointers and records 3 runs per side,
# interleaved b1 a1 b2 a2 b3 a3, with `perf record -F 999 -g` (user + kernel stacks).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s37c-indexer
ITERS=2500
mkdir -p "$WORK"
perf --version; gcc --version | head -1; uname -r
echo "perf_event_paranoid=$(cat /proc/sys/kernel/perf_event_paranoid) kptr_restrict=$(cat /proc/sys/kernel/kptr_restrict)"
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o "$WORK/indexer-before" "$HERE/workload/indexer.c"
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DAFTER -o "$WORK/indexer-after" "$HERE/workload/indexer.c"
rm -f "$HERE"/before/* "$HERE"/after/*
cd "$WORK"
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    # hard links so both variants show the same binary/dso name ("indexer") in the profile
    ln -f "$WORK/indexer-$side" "$WORK/indexer"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$WORK/$side-$i.data" -- "$WORK/indexer" "$ITERS" "$WORK/files"
    perf script -i "$WORK/$side-$i.data" 2>"$WORK/$side-$i.script.err" | gzip -9n > "$HERE/$side/run-$i.perf.txt.gz"
    head -3 "$WORK/$side-$i.script.err" || true
  done
done
ls -la "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
