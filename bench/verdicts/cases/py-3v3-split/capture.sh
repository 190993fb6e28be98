#!/usr/bin/env bash
# Reproduces this case's capture: 3 before/after run pair(s), interleaved (before 1, after 1,
# before 2, ...), each run its own process, one capture at a time (flock on $LOCK).
# Overwrites before/ and after/, appends the programs' output to capture.log and prints the
# measured inclusive shares (workload/shares.py). Needs py-spy 0.4.x and CPython 3.11
# (captured with 3.11.7; PY=/path/to/python3 picks the interpreter).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(python3 -c 'import sys; print(sys.executable)')}"
LOCK="${LOCK:-/tmp/flamediff-capture.lock}"
RUNS=3
SECS=5            # seconds the program runs (py-spy samples the whole run)
RATE=200            # py-spy sampling rate, Hz
PYSPY_ARGS=(--format raw)
BEFORE_ARGS=(--change none)
AFTER_ARGS=(--change split2)
SHARE_RX=( '^checkpoint_state ' '^snapshot_counters ' '^compress_snapshot ' '^Pipeline\.process_batch ')

rm -rf "$here/before" "$here/after"
mkdir -p "$here/before" "$here/after"
: > "$here/capture.log"
record() { # SIDE N PROGRAM-ARGS...
  local side=$1 n=$2
  shift 2
  echo "== $side/run-$n.pyspy.folded $*" >> "$here/capture.log"
  flock "$LOCK" py-spy record -r "$RATE" "${PYSPY_ARGS[@]}" -o "$here/$side/run-$n.pyspy.folded" -- \
    "$PY" "$here/workload/run_pipeline.py" --seconds "$SECS" "$@" >> "$here/capture.log" 2>&1
}
for i in $(seq 1 "$RUNS"); do
  record before "$i" "${BEFORE_ARGS[@]}"
  record after "$i" "${AFTER_ARGS[@]}"
done
"$PY" "$here/workload/shares.py" "${SHARE_RX[@]}" -- "$here"/before/* "$here"/after/*
