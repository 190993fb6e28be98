#!/usr/bin/env bash
# Rerunnable capture for s40g-go-3v3-nochange-seed (control).
# Go runtime/pprof CPU profile (100 Hz), 3 runs per side; same -n/-rounds, only -seed differs.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s40g/go
LOCK=/tmp/flamediff-capture.lock
N=200000; ROUNDS=10
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version)"
(cd "$HERE/workload" && go build -o "$SCR/ledger" .)
run() { # side idx seed
  local out="$HERE/$1/run-$2.pprof"
  echo "== $1 run-$2: ledger -seed $3 -n $N -rounds $ROUNDS"
  flock "$LOCK" "$SCR/ledger" -seed "$3" -n "$N" -rounds "$ROUNDS" -cpuprofile "$out"
  ls -l "$out"
}
# before: seeds 101, 102, 103   after: seeds 201, 202, 203 (interleaved)
run before 1 101; run after 1 201
run before 2 102; run after 2 202
run before 3 103; run after 3 203
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
