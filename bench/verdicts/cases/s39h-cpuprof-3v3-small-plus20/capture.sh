#!/bin/bash
# node --cpu-prof case: same script both sides; `--after` makes hashRecords run 24 passes
# instead of 20 (+20% work in hashRecords only). 3 runs per side, interleaved.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
LOCK=/tmp/flamediff-capture.lock
ROUNDS=12
node --version
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    FLAG=""; [ $side = after ] && FLAG="--after"
    echo "== $side run-$i"
    flock "$LOCK" node --cpu-prof --cpu-prof-interval 1000 --cpu-prof-dir="$HERE/$side" \
        --cpu-prof-name="run-$i.cpuprofile" "$HERE/workload/recwork.js" --rounds=$ROUNDS $FLAG
    f="$HERE/$side/run-$i.cpuprofile"
    if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9f "$f"; fi
  done
done
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
