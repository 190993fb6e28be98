#!/bin/bash
# Control: py-spy record --format raw --threads, CPython 3.11, 3 runs per side, interleaved.
# before and after are the same program (routes.py copied per side) with the same input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
RUN=${RUN:-/tmp/s48a/pool-routes}
mkdir -p "$RUN" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version) load: $(cat /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pyspy.folded"
    rm -f "$out"
    echo "== capture $side run $i  load: $(cat /proc/loadavg)"
    # run from one fixed path so frame file names are identical on both sides
    ( time flock "$LOCK" sh -c "cp '$HERE/workload/routes_$side.py' '$RUN/routes.py' && \
        py-spy record --format raw --threads -o '$out' -- python3 '$RUN/routes.py' 200" ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
