#!/bin/bash
# Builds the before/after segwriter binaries and captures ONE samply run per
# side (before, then after), each under the shared capture lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=$CASE/workload
BATCHES=${BATCHES:-1000}
mkdir -p "$W/build/before" "$W/build/after" "$CASE/before" "$CASE/after"
CFLAGS="-O2 -g -fno-omit-frame-pointer"
gcc $CFLAGS                           -o "$W/build/before/segwriter" "$W/segwriter.c"
gcc $CFLAGS -DFAST_CRC=1 -DSLOW_NORM=1 -o "$W/build/after/segwriter"  "$W/segwriter.c"
echo "gcc: $(gcc --version | head -1)"
echo "samply: $(samply --version)"
echo "(wall times below include waiting for the shared capture lock)"
for side in before after; do
  cd "$CASE/$side"
  rm -f run-1.json run-1.syms.json
  echo "== $side run-1"
  /usr/bin/time -f "wall %e s, user %U s" \
    flock /tmp/flamediff-capture.lock \
    samply record --save-only --unstable-presymbolicate -o run-1.json \
      "$W/build/$side/segwriter" "$BATCHES" 2>&1
  ls -l "$CASE/$side"
done
echo "== shares (workload/share.py)"
python3 "$W/share.py" '^normalize_term\b,^crc_block\b,^count_term\b,^tokenize_doc\b,^write_postings\b,^_?_?ctype_' \
  "$CASE"/before/run-1.json "$CASE"/after/run-1.json | tee "$W/shares.tsv"
