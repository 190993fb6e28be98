#!/bin/bash
# Recaptures this control case: the SAME program (workload/ledger.py) on both sides, no
# change; every run uses a different random seed for its generated input (same sizes:
# 60000 transactions, 20000 invoices, 3 rounds). Seeds: before 101 102 103, after 201 202 203.
# py-spy record --rate 250 --format raw, interleaved b1 a1 b2 a2 b3 a3, each run holding the
# shared capture lock, from the same path (/tmp/flamediff-capture/<case>/ledger.py).
# Then workload/measure.py prints the measured shares.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CASE=$(basename "$HERE")
BUILD=/tmp/flamediff-capture/$CASE
LOCK=/tmp/flamediff-capture.lock
rm -rf "$BUILD"; mkdir -p "$BUILD"
cp "$HERE/workload/ledger.py" "$BUILD/ledger.py"
for side in before after; do mkdir -p "$HERE/$side"; rm -f "$HERE/$side"/run-*; done
declare -A SEED=([before]=100 [after]=200)
for i in 1 2 3; do
    for side in before after; do
        seed=$(( ${SEED[$side]} + i ))
        echo "== $side run $i seed $seed"
        (cd "$BUILD" && flock "$LOCK" py-spy record --rate 250 --format raw \
            -o "$HERE/$side/run-$i.txt" -- python3 ledger.py 60000 20000 3 $seed)
    done
done
rm -rf "$BUILD"
cd "$HERE"
python3 workload/measure.py main,generate,parse_transactions,normalise,normalise.\<locals\>.\<listcomp\>,build_index,match,monthly_stats,top_words,Random.sample before/run-*.txt after/run-*.txt
