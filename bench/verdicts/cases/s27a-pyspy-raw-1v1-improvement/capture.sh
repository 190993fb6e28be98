#!/usr/bin/env bash
# Captures one py-spy raw profile per side (before, then after), each under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
N=70000
LOCK=/tmp/flamediff-capture.lock
rm -f before/*.txt after/*.txt
echo "python: $(python3 --version 2>&1); py-spy: $(py-spy --version)"
# same output on both sides (the change must not alter the work)
b=$(cd workload/before && python3 accesslog.py 20000 | md5sum)
a=$(cd workload/after && python3 accesslog.py 20000 | md5sum)
echo "output check before=$b after=$a"
[ "$b" = "$a" ] || { echo "outputs differ" >&2; exit 1; }
for side in before after; do
  # timed inside the lock hold, so waiting for the lock is not counted
  (cd workload/$side && flock "$LOCK" bash -c 'start=$(date +%s%N)
      py-spy record --rate 100 --format raw --output "$1" -- python3 accesslog.py "$2" >/dev/null
      echo "'$side' run-1: wall $(( ($(date +%s%N) - start) / 1000000 )) ms"' _ "$CASE/$side/run-1.txt" $N)
done
python3 workload/share.py '^classify_agent\b,^parse_timestamp\b,^generate\b,^parse_line\b,^summarise\b' \
  before/run-1.txt after/run-1.txt
