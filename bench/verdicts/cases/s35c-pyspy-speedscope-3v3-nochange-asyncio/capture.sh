#!/usr/bin/env bash
# Control case: identical program on both sides. 3 interleaved py-spy speedscope runs per side (100 Hz, default options).
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
RUN=/tmp/s35c-pipeline   # both sides run from the same path
mkdir -p "$RUN" before after
cmp workload/before/pipeline.py workload/after/pipeline.py && echo "workload/before and workload/after are identical"
for i in 1 2 3; do
  for side in before after; do
    out="$side/run-$i.speedscope.json"
    echo "== $side run $i"
    cp "workload/$side/pipeline.py" "$RUN/pipeline.py"
    start=$(date +%s.%N)
    flock "$LOCK" py-spy record --format speedscope --rate 100 -o "$out" -- python3 "$RUN/pipeline.py"
    end=$(date +%s.%N)
    samples=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(sum(len(p["samples"]) for p in d["profiles"]))' "$out")
    printf '%s run %d: wall(incl. lock wait)=%.2fs samples=%s\n' "$side" "$i" "$(echo "$end - $start" | bc)" "$samples"
  done
done
