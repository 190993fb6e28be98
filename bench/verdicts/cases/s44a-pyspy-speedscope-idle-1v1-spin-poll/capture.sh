#!/bin/bash
# py-spy record --format speedscope --idle (-r 100), CPython 3.11 asyncio, 1 run per side (before, then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
ARGS="400 150 0.01"   # batches, events per batch, producer pause (s) between batches
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.speedscope.json"
  rm -f "$out"
  echo "== capture $side run 1 (load $(cut -d' ' -f1-3 /proc/loadavg))"
  ( time flock "$LOCK" py-spy record -r 100 --idle --format speedscope -o "$out" -- \
      python3 "$HERE/workload/$side/ingest.py" $ARGS ) 2>&1
  echo "speedscope size $(stat -c %s "$out") bytes"
done
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'next_event=^next_event$' 'consumer=^consumer$' 'decode_event=^decode_event$' 'rollup=^rollup$' \
  'producer=^producer$' 'encode_event=^encode_event$' 'flusher=^flusher$' 'EpollSelector.select=^EpollSelector\.select$' '_run_once=^BaseEventLoop\._run_once$' 'asyncio.sleep=^sleep$' 'call_soon=^BaseEventLoop\.call_soon$'
