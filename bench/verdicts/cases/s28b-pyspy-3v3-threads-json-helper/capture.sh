#!/usr/bin/env bash
# Capture 3 before / 3 after py-spy speedscope profiles (--threads, 100 Hz), interleaved.
# Each variant is copied to the same path (/tmp/s28b-run/c5/server.py) so frame file names match.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
RUN=/tmp/s28b-run/c5
mkdir -p "$RUN" "$CASE/before" "$CASE/after"
py-spy --version; python3 --version
for i in 1 2 3; do
  for v in before after; do
    cp "$CASE/workload/$v/server.py" "$RUN/server.py"
    echo "== $v run-$i $(date +%T)"
    (cd "$RUN" && flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es cpu=%P (timed inside the lock)" \
       py-spy record -r 100 --threads -f speedscope -o "$CASE/$v/run-$i.speedscope.json" -- python3 server.py 14000)
  done
done
