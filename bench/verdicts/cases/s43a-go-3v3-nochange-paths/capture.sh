#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), control: same binary, same input bytes; only the working
# directory and the input file's name differ between sides. 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
ROOT=${ROOT:-/tmp/s43a/go-ctrl}
PASSES=15
echo "== $(date -u +%FT%TZ) $(go version)"
"$HERE/workload/build.sh"
BIN="$HERE/workload/ledger"
sha256sum "$BIN"
DIR_B="$ROOT/a";                 IN_B=input-a.csv
DIR_A="$ROOT/other/run-dir-b";   IN_A=transactions-b.csv
mkdir -p "$DIR_B" "$DIR_A" "$HERE/before" "$HERE/after"
python3 "$HERE/workload/gen.py" "$DIR_B/$IN_B" 400000 7
python3 "$HERE/workload/gen.py" "$DIR_A/$IN_A" 400000 7
cmp "$DIR_B/$IN_B" "$DIR_A/$IN_A" && echo "inputs identical: $(sha256sum < "$DIR_B/$IN_B")"
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then d=$DIR_B; in=$IN_B; else d=$DIR_A; in=$IN_A; fi
    out="$HERE/$side/run-$i.pprof"
    rm -f "$out"
    echo "== capture $side run $i (cwd $d, input $in)"
    ( cd "$d" && time flock "$LOCK" "$BIN" -input "$in" -passes $PASSES -cpuprofile "$out" ) 2>&1
    echo "size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
