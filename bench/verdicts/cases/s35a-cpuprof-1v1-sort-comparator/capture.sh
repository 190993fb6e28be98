#!/usr/bin/env bash
# One node --cpu-prof profile per side (before-1, after-1), default sampling
# interval (1000 us), holding the shared lock per run.
set -euo pipefail
cd "$(dirname "$0")"
node --version
mkdir -p before after
for run in 1; do
  for side in before after; do
    echo "== $side run-$run  $(date -u +%H:%M:%S)"
    # time is measured inside the lock (excludes waiting for other helpers)
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall_s=%e user_s=%U sys_s=%S" \
      node --cpu-prof --cpu-prof-dir="$side" --cpu-prof-name="run-$run.cpuprofile" \
      "workload/$side/sort_contacts.js"
    node -e 'const p=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")); console.log(`samples=${p.samples.length} nodes=${p.nodes.length} span_ms=${((p.endTime-p.startTime)/1000).toFixed(0)}`)' "$PWD/$side/run-$run.cpuprofile"
  done
done
