#!/usr/bin/env bash
# Builds the before/after variants of batchenc and captures 3 interleaved runs per
# side with perf (frame pointers), b1 a1 b2 a2 b3 a3.  Each run executes the same
# binary path (/tmp/s37d-c/run/batchenc) so comm and DSO names are identical on
# both sides; only the code differs.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
W=/tmp/s37d-c
mkdir -p "$W/before" "$W/after" "$W/run"
# -fstack-protector-all: GCC 12 on x86-64 sets up no frame at all in leaf functions
# that use no stack (checksum), even with -fno-omit-frame-pointer
# (-mno-omit-leaf-frame-pointer does not change that), so FP unwinding from inside
# a leaf skips its caller.  The stack canary gives every function a frame.
CFLAGS="-O2 -g -fno-omit-frame-pointer -fstack-protector-all"
gcc $CFLAGS -DENCODE_COPIES=1 -o "$W/before/batchenc" "$CASE/workload/batchenc.c"
gcc $CFLAGS -DENCODE_COPIES=2 -o "$W/after/batchenc"  "$CASE/workload/batchenc.c"
rm -f "$CASE"/before/* "$CASE"/after/*
NB=600
for i in 1 2 3; do
  for side in before after; do
    cp "$W/$side/batchenc" "$W/run/batchenc"
    echo "== $side run-$i ($(date +%T))"
    ( cd "$W/run" && flock /tmp/flamediff-capture.lock \
        perf record -F 999 -g -o "$W/$side-$i.data" -- ./batchenc $NB )
    perf script -i "$W/$side-$i.data" > "$W/$side-$i.perf.txt" 2>/dev/null
    echo "samples: $(grep -c 'cpu-clock' "$W/$side-$i.perf.txt")"
    gzip -9n -c "$W/$side-$i.perf.txt" > "$CASE/$side/run-$i.perf.txt.gz"
  done
done
ls -l "$CASE"/before "$CASE"/after
