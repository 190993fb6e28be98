#!/bin/bash
# py-spy record --threads --format speedscope, CPython 3.11, 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
NJOBS=1800
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" py-spy record -r 100 --threads --format speedscope -o "$out" -- \
        python3 "$HERE/workload/$side/workers.py" $NJOBS ) 2>&1
    echo "size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'score_docs=^score_docs\b' 'term_weights=^term_weights\b' \
  'parse_batch=^parse_batch\b' 'digest_blocks=^digest_blocks\b' 'worker=^worker\b' 'main=^main\b' \
  before/run-*.speedscope.json after/run-*.speedscope.json
