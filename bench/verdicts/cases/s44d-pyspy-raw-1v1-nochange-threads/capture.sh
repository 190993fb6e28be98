#!/bin/bash
# py-spy record -r 100 --format raw --threads, CPython 3.11 ThreadPoolExecutor, 1 run per side, unchanged program (control).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
NJOBS=300; WORKERS=4
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.pyspy.folded"
    rm -f "$out"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" py-spy record -r 100 --format raw --threads -o "$out" -- \
        python3 "$HERE/workload/thumbnails.py" $NJOBS $WORKERS ) 2>&1
    echo "folded size $(stat -c %s "$out") bytes, $(wc -l < "$out") stacks"
  done
done
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'make_thumbnail=^make_thumbnail\b' 'decode_rle=^decode_rle\b' \
  'box_downsample=^box_downsample\b' 'quantise=^quantise\b' 'average_hash=^average_hash\b' \
  'make_image=^make_image\b' 'lambda=<lambda>' before/run-*.pyspy.folded after/run-*.pyspy.folded
