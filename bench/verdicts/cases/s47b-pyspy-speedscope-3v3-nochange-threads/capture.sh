#!/bin/bash
# Control: py-spy record --format speedscope --threads, Python 3.11 with 3 worker threads,
# 3 runs per side interleaved (b1 a1 b2 a2 b3 a3). Same program (workload/indexer.py) and input both sides,
# always run from the same path (/tmp/s47b/pyspy-threads/indexer.py).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s47b/pyspy-threads}
DOCS=60000; RATE=200
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
cp "$HERE/workload/indexer.py" "$TMP/indexer.py"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i load: $(cut -d' ' -f1-3 /proc/loadavg)"
    ( time flock "$LOCK" py-spy record --format speedscope --threads --rate $RATE -o "$out" -- python3 "$TMP/indexer.py" $DOCS ) 2>&1
  done
done
rm -f "$TMP/indexer.py"
echo "== done $(date -u +%FT%TZ) load: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$HERE/measure.py"
