#!/bin/bash
# valgrind --tool=callgrind (Ir), C, 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=20000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(valgrind --version) $(gcc --version | head -1)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/callgrind.out.1"
  rm -f "$out"
  echo "== capture $side run 1"
  ( time flock "$LOCK" valgrind --tool=callgrind --callgrind-out-file="$out" \
      "$HERE/workload/roster_$side" $N ) 2>&1
  ls -l "$out"
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
