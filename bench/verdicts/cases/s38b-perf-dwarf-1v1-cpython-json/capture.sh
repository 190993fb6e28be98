#!/bin/bash
# perf --call-graph dwarf of the CPython 3.11 interpreter (no -X perf), 1 run per side.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
W=/tmp/s38b/dwarf; mkdir -p $W
$PY --version; perf --version
rm -f "$HERE"/before/* "$HERE"/after/*
cap() { # side run args...
  local side=$1 run=$2; shift 2
  echo "== $side run-$run: etl.py $*"
  flock /tmp/flamediff-capture.lock perf record -F 800 --call-graph dwarf,16384 -o $W/perf.data -- $PY "$HERE/workload/etl.py" "$@"
  perf script -i $W/perf.data > "$HERE/$side/run-$run.perf.txt" 2> $W/script.err || { cat $W/script.err; exit 1; }
  rm -f $W/perf.data
  if [ $(stat -c %s "$HERE/$side/run-$run.perf.txt") -gt 204800 ]; then gzip -9f "$HERE/$side/run-$run.perf.txt"; fi
}
cap before 1 -n 600000
cap after 1 -n 600000 --emit-json
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
