#!/usr/bin/env bash
# Reproduces the capture: 1 run of each version under node --cpu-prof (default 1 ms sampling interval).
# The version under test is copied to one fixed path so both profiles carry the same script URL.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
RUN=/tmp/s29b-node-tokenizer/server.js
mkdir -p "$(dirname "$RUN")"
node --version
for side in before after; do
  cp "$CASE/workload/server_$side.js" "$RUN"
  echo "== $side run 1"
  start=$(date +%s.%N)
  flock /tmp/flamediff-capture.lock \
    node --cpu-prof --cpu-prof-dir "$CASE/$side" --cpu-prof-name run-1.cpuprofile "$RUN" 20
  end=$(date +%s.%N)
  echo "wall: $(echo "$end - $start" | bc) s"
done
