#!/bin/bash
# Captures 1 before (210 rounds, ~3 s) + 1 after (630 rounds, ~9 s) node --cpu-prof profile
# of the identical program (default 1000 us sampling interval).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=/tmp/s38d/cpuprof
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
node --version
run() {  # side rounds
  rm -rf "$SCRATCH/$1"; mkdir -p "$SCRATCH/$1"
  echo "== $1 run-1 (rounds=$2)"
  local t0=$(date +%s.%N)
  flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir="$SCRATCH/$1" --cpu-prof-name=prof.cpuprofile \
    "$HERE/workload/app.js" "$2"
  echo "wall incl. lock wait: $(echo "$(date +%s.%N) - $t0" | bc) s"
  cp "$SCRATCH/$1/prof.cpuprofile" "$HERE/$1/run-1.cpuprofile"
}
run before 210
run after 630
for f in "$HERE"/before/*.cpuprofile "$HERE"/after/*.cpuprofile; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
