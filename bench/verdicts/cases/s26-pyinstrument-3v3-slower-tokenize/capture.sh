#!/bin/bash
# Capture s26-pyinstrument-3v3-slower-tokenize: 3 runs a side, interleaved b1 a1 b2 a2 b3 a3.
# Each run copies the variant's textreport.py to the same run directory (so file paths
# in the profile are identical on both sides) and profiles it with pyinstrument 5.1.3
# (default 1 ms interval), speedscope renderer.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
RUN=/tmp/s26-tokenize-run
N_LINES=28000
mkdir -p "$RUN" "$CASE/before" "$CASE/after"
pyinstrument --version
for i in 1 2 3; do
  for side in before after; do
    cp "$CASE/workload/$side/textreport.py" "$RUN/textreport.py"
    echo "== $side run-$i"
    ( cd "$RUN" && flock /tmp/flamediff-capture.lock \
        /usr/bin/time -f "wall %e s" \
        pyinstrument -r speedscope -o "$CASE/$side/run-$i.json" textreport.py $N_LINES )
  done
done
rm -rf "$RUN"
echo "== shares of tokenize (own script)"
python3 "$CASE/workload/shares.py" tokenize "$CASE"/before/run-*.json "$CASE"/after/run-*.json
