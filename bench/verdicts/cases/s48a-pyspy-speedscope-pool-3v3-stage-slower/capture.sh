#!/bin/bash
# py-spy record --format speedscope --threads, CPython 3.11, 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
RUN=${RUN:-/tmp/s48a/pool-stage}
mkdir -p "$RUN" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version) load: $(cat /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i  load: $(cat /proc/loadavg)"
    # run the variant from one fixed path so frame file names are identical on both sides
    ( time flock "$LOCK" sh -c "cp '$HERE/workload/pipeline_$side.py' '$RUN/pipeline.py' && \
        py-spy record --format speedscope --threads -o '$out' -- python3 '$RUN/pipeline.py' 200" ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
