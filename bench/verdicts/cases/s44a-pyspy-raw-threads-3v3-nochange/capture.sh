#!/bin/bash
# py-spy record -r 100 --format raw --threads (no --idle), CPython 3.11, 3 runs per side, interleaved.
# Same program and input on both sides.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
NJOBS=360
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pyspy.folded"
    rm -f "$out"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" py-spy record -r 100 --format raw --threads -o "$out" -- \
        python3 "$HERE/workload/pipeline.py" $NJOBS ) 2>&1
    echo "folded size $(stat -c %s "$out") bytes, $(wc -l < "$out") stacks"
  done
done
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'run_job=^run_job ' 'aggregate_rows=^aggregate_rows ' 'parse_row=^parse_row ' \
  'ngram_counts=^ngram_counts ' 'json_roundtrip=^json_roundtrip ' 'make_rows=^make_rows ' 'summarize=^summarize ' \
  'main=^main ' 'worker_thread=^_worker '
