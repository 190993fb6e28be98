#!/bin/bash
# Case s32d-perfpy-3v3-str-concat.
# CPython 3.13.0 with the perf JIT trampolines (-X perf_jit: py::name:file frames written as jitdump with
# unwind info), perf record --call-graph dwarf, then perf inject --jit and perf script.
# (A first attempt with 3.12.1 -X perf and perf record -g (frame pointers) was discarded: this CPython
#  build has no frame pointers in libpython, so fp unwinding stopped at the first libpython frame.)
set -e
cd "$(dirname "$0")"
PY=/root/.pyenv/versions/3.13.0/bin/python3.13
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock perf record -F 999 --call-graph dwarf -k 1 -o /tmp/s32d-py-$side-$i.data -- $PY -X perf_jit workload/$side.py 40
    perf inject -i /tmp/s32d-py-$side-$i.data --jit -o /tmp/s32d-py-$side-$i.jit.data
    perf script -i /tmp/s32d-py-$side-$i.jit.data > $side/run-$i.perf.txt 2>/dev/null
    rm -f /tmp/s32d-py-$side-$i.data /tmp/s32d-py-$side-$i.jit.data
    gzip -f $side/run-$i.perf.txt
    ls -l $side/run-$i.perf.txt.gz
  done
done
