#!/usr/bin/env bash
# Captures the Python (py-spy) verdict cases into ../cases/. Each run is its own process,
# before and after runs interleaved, one capture at a time (flock), 100 Hz, ~3 s per run.
set -euo pipefail
cd "$(dirname "$0")"
CASES=../cases
W=$PWD/python
LOCK=/tmp/flamediff-capture.lock

# cap CASE SIDE N SCRIPT CHANGE FORMAT [py-spy flags...]
cap() {
  local case=$1 side=$2 n=$3 script=$4 change=$5 fmt=$6; shift 6
  mkdir -p "$CASES/$case/$side"
  local ext=pyspy.folded; [ "$fmt" = speedscope ] && ext=speedscope.json
  local out="$CASES/$case/$side/run-$n.$ext"
  flock "$LOCK" env CHANGE="$change" DURATION="${DURATION:-3}" py-spy record -r 100 -f "$fmt" -o "$out" "$@" -- python3 "$W/$script" >/dev/null 2>&1
}
# pair CASE RUNS SCRIPT BEFORE_CHANGE AFTER_CHANGE FORMAT [flags...]: interleaved runs
pair() {
  local case=$1 runs=$2 script=$3 b=$4 a=$5 fmt=$6; shift 6
  rm -rf "$CASES/$case/before" "$CASES/$case/after"
  for i in $(seq 1 "$runs"); do
    cap "$case" before "$i" "$script" "$b" "$fmt" "$@"
    cap "$case" after "$i" "$script" "$a" "$fmt" "$@"
  done
}

case_sel=${1:-all}
run() { [ "$case_sel" = all ] || [ "$case_sel" = "$1" ]; }

run pyspy-1v1-new-tower && pair pyspy-1v1-new-tower 1 service.py "" new_tower raw
run pyspy-1v1-slow-leaf && pair pyspy-1v1-slow-leaf 1 service.py "" slow_leaf raw
run pyspy-3v3-split2 && pair pyspy-3v3-split2 3 service.py "" split2 raw
run pyspy-3v3-split3 && pair pyspy-3v3-split3 3 service.py "" split3 raw
run pyspy-gil-thread && pair pyspy-gil-thread 3 threads.py "" gil raw --gil --threads
run pyspy-asyncio-spin && pair pyspy-asyncio-spin 3 aservice.py "" spin raw --threads
run pyspy-idle-wake && pair pyspy-idle-wake 3 threads.py "" wake raw --idle --threads
run pyspy-rename-regression && pair pyspy-rename-regression 3 service.py "" rename raw
run pyspy-opposite && pair pyspy-opposite 3 service.py "" opposite raw
run pyspy-nochange-1v1 && pair pyspy-nochange-1v1 1 service.py "" "" speedscope
run pyspy-nochange-3v3 && pair pyspy-nochange-3v3 3 threads.py "" "" raw --threads
run pyspy-threads-speedscope && pair pyspy-threads-speedscope 3 threads.py "" slow_worker speedscope --threads
run pyspy-1v1-gil && pair pyspy-1v1-gil 1 threads.py "" gil raw --gil --threads

# A noise pool: 12 runs of one unchanged threaded program (raw, no sample order).
if run pool; then
  POOL=../../../fixtures/calibrated/py-spy/pool-raw
  mkdir -p "$POOL"
  for i in $(seq -w 1 12); do
    flock "$LOCK" env DURATION=4 py-spy record -r 100 -f raw -o "$POOL/run-$i.pyspy.folded" --threads -- python3 "$W/threads.py" >/dev/null 2>&1
  done
fi
