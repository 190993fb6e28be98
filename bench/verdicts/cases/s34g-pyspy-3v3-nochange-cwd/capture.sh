#!/bin/bash
# Captures s34g-pyspy-3v3-nochange-cwd (control): py-spy raw --threads (no --idle), 200 Hz, 3 runs a side,
# interleaved. Same program, no change; only the working directory (and how the script path is spelled) differs:
#   before: cwd = <case>/workload,      python3 app.py
#   after:  cwd = /tmp/s34g/c5/rundir,  python3 <case>/workload/app.py
# Every profiled run under the shared flock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
PY=python3
PYSPY=/root/.pyenv/shims/py-spy
LOCK=/tmp/flamediff-capture.lock
RUNDIR=/tmp/s34g/c5/rundir
mkdir -p "$RUNDIR" "$CASE/before" "$CASE/after"
echo "== $(date -Is) $(uname -r) nproc=$(nproc)"
echo "== $($PY --version 2>&1) ($($PY -c 'import sys;print(sys.executable)'))"
echo "== $($PYSPY --version)"
rm -f "$CASE"/before/run-*.raw.txt "$CASE"/after/run-*.raw.txt
for i in 1 2 3; do
  for side in before after; do
    out="$CASE/$side/run-$i.raw.txt"
    if [ $side = before ]; then cwd="$CASE/workload"; script=app.py; else cwd="$RUNDIR"; script="$CASE/workload/app.py"; fi
    echo "== $side run $i: (cd $cwd && py-spy record --format raw --threads -r 200 -o $out -- $PY $script)"
    ( cd "$cwd" && flock "$LOCK" /usr/bin/time -f "   time: %e s wall, %U s user, %S s sys" \
        "$PYSPY" record --format raw --threads -r 200 -o "$out" -- "$PY" "$script" ) 2>&1 \
      | grep -v -e '^$' -e 'Press Control-C' -e 'You can use the flamegraph'
  done
done
rm -f "$CASE/workload/pipeline-report.json" "$RUNDIR/pipeline-report.json"
echo "== done $(date -Is)"
