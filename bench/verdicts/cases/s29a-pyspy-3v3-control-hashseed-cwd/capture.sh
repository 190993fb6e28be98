#!/bin/bash
# Reproduces the capture: the same script and input on both sides; "before" runs from one
# directory with PYTHONHASHSEED=1, "after" from a copy of the script in another directory
# with PYTHONHASHSEED=987654.  3 runs a side, interleaved, each under the capture lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BEFORE_DIR=/tmp/s29a/pyspy/before-cwd
AFTER_DIR=/tmp/s29a/pyspy/elsewhere/after-job
mkdir -p "$BEFORE_DIR" "$AFTER_DIR"
cp "$CASE/workload/logstats.py" "$BEFORE_DIR/logstats.py"
cp "$CASE/workload/logstats.py" "$AFTER_DIR/logstats.py"
echo "$(py-spy --version); $(python3 --version)"
for n in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then dir=$BEFORE_DIR; seed=1; else dir=$AFTER_DIR; seed=987654; fi
    cd "$dir"
    echo "== $side run $n  cwd=$dir PYTHONHASHSEED=$seed  (load: $(cut -d' ' -f1-3 /proc/loadavg); $("$CASE/workload/waitidle.sh" 1.0 60))"
    PYTHONHASHSEED=$seed flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "wall %e s, user %U s, sys %S s" \
      py-spy record -r 100 -f raw --threads -o "$CASE/$side/run-$n.raw.txt" -- python3 logstats.py 2>&1 | tail -4
    echo "lines: $(wc -l < "$CASE/$side/run-$n.raw.txt")  samples: $(awk '{s+=$NF} END {print s}' "$CASE/$side/run-$n.raw.txt")"
  done
done
