#!/bin/bash
# Capture for s35e-pyspy-speedscope-3v3-opposite.
# 3 py-spy runs per side, interleaved, each holding the shared lock.
# The side's pipeline.py is copied to one fixed path before each run so that
# file names in the profiles are identical on both sides.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
RUN=/tmp/s35e/c2/run
LOCK=/tmp/flamediff-capture.lock
PY=/root/.pyenv/versions/3.11.7/bin/python3
mkdir -p "$RUN" "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
py-spy --version; $PY --version

for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    cp "$CASE/workload/$side/pipeline.py" "$RUN/pipeline.py"
    out="$CASE/$side/run-$i.speedscope.json"
    flock "$LOCK" /usr/bin/time -f "wall %e s, user %U s, sys %S s" \
      py-spy record --format speedscope --rate 200 -o "$out" -- "$PY" "$RUN/pipeline.py"
    $PY -c 'import json,sys; d=json.load(open(sys.argv[1])); print("samples:", sum(len(p["samples"]) for p in d["profiles"]), "profiles:", [p["name"] for p in d["profiles"]])' "$out"
  done
done
ls -l "$CASE/before" "$CASE/after"
