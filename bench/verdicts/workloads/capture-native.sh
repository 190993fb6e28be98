#!/usr/bin/env bash
# Captures the native (perf) verdict cases into ../cases/: a C key-value store (frame pointers,
# DWARF, threads, syscalls, page faults), CPython under perf, controls. Runs interleaved,
# one capture at a time (flock). perf script text is kept, gzipped; perf.data is not.
set -euo pipefail
cd "$(dirname "$0")"
CASES=../cases
LOCK=/tmp/flamediff-capture.lock
sysctl -qw kernel.perf_event_paranoid=-1 kernel.kptr_restrict=0 || true
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -pthread -o /tmp/store-fp c/store.c
gcc -O2 -g -fomit-frame-pointer -pthread -o /tmp/store-nofp c/store.c

# cap CASE SIDE N CALLGRAPH -- COMMAND...
cap() {
  local case=$1 side=$2 n=$3 cg=$4; shift 5
  mkdir -p "$CASES/$case/$side"
  local data; data=$(mktemp /tmp/perf-XXXXXX.data)
  if [ "$cg" = dwarf ]; then
    flock "$LOCK" perf record -q -F 199 --call-graph dwarf,16384 -o "$data" -- "$@" >/dev/null 2>&1
  else
    flock "$LOCK" perf record -q -F 499 -g -o "$data" -- "$@" >/dev/null 2>&1
  fi
  perf script -i "$data" 2>/dev/null | gzip -6 > "$CASES/$case/$side/run-$n.perf.txt.gz"
  rm -f "$data"
}
# pair CASE RUNS CALLGRAPH "BEFORE CMD" "AFTER CMD": interleaved runs
pair() {
  local case=$1 runs=$2 cg=$3 b=$4 a=$5
  rm -rf "$CASES/$case/before" "$CASES/$case/after"
  for i in $(seq 1 "$runs"); do
    cap "$case" before "$i" "$cg" -- $b
    cap "$case" after "$i" "$cg" -- $a
  done
}
sel=${1:-all}
run() { [ "$sel" = all ] || [ "$sel" = "$1" ]; }
FP=/tmp/store-fp; NOFP=/tmp/store-nofp
PY=/usr/bin/python3.11; SVC=$PWD/python/service.py

run perfc-fp-1v1-slow-hash && pair perfc-fp-1v1-slow-hash 1 fp "$FP none 2" "$FP slow_hash 2"
run perfc-fp-3v3-split2 && pair perfc-fp-3v3-split2 3 fp "$FP none 2" "$FP split2 2"
run perfc-dwarf-3v3-checksum && pair perfc-dwarf-3v3-checksum 3 dwarf "$NOFP none 1.5" "$NOFP slow_checksum 1.5"
run perfc-threads-3v3-slow-hash && pair perfc-threads-3v3-slow-hash 3 fp "$FP none 2 3" "$FP slow_hash 2 3"
run kern-syscalls-3v3 && pair kern-syscalls-3v3 3 fp "$FP none 2" "$FP syscalls 2"
run kern-pagefaults-3v3 && pair kern-pagefaults-3v3 3 fp "$FP none 2" "$FP pagefaults 2"
run kern-pagefaults-1v1 && pair kern-pagefaults-1v1 1 fp "$FP none 2" "$FP pagefaults 2"
run perfc-nochange-1v1 && pair perfc-nochange-1v1 1 fp "$FP none 2" "$FP none 2"
run perfc-nochange-3v3-threads && pair perfc-nochange-3v3-threads 3 fp "$FP none 2 3" "$FP none 2 3"
# CPython 3.11 (no frame pointers, no perf trampolines): the interpreter's C frames only.
run interp-python-fp-1v1 && pair interp-python-fp-1v1 1 fp "env CHANGE= DURATION=2 $PY $SVC" "env CHANGE=rename DURATION=2 $PY $SVC"
run interp-python-dwarf-3v3 && pair interp-python-dwarf-3v3 3 dwarf "env CHANGE= DURATION=1.5 $PY $SVC" "env CHANGE=rename DURATION=1.5 $PY $SVC"

# Controls: identical code, recorded one side after the other (drift), and at another rate.
if run ctrl-drift-contiguous; then
  c=ctrl-drift-contiguous; rm -rf "$CASES/$c/before" "$CASES/$c/after"
  for i in 1 2 3; do cap $c before $i fp -- $FP none 2 2; done
  for i in 1 2 3; do cap $c after $i fp -- $FP none 2 2; done
fi
run ctrl-rate-longer-runs && pair ctrl-rate-longer-runs 3 fp "$FP none 1.5" "$FP none 3"
