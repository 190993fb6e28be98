#!/bin/bash
# Control: identical worker.js on both sides; the ONLY difference is the time
# budget argument: before runs for 2 s, after for 5 s. One run per side.
# SIDES can restrict which sides are captured (default "before after"); see README:
# the first invocation died after the before capture because the summary line
# used require() on the .cpuprofile; the after side was then captured with SIDES=after.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
node --version
declare -A SECONDS_ARG=([before]=2 [after]=5)
summary() {
  node -e 'const p=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")); console.log("samples: " + p.samples.length + ", nodes: " + p.nodes.length + ", profile span: " + ((p.endTime-p.startTime)/1e6).toFixed(2) + " s")' "$1"
}
for side in ${SIDES:-before after}; do
  echo "=== $side run-1 (duration ${SECONDS_ARG[$side]} s) $(date -u +%H:%M:%S)"
  cd "$CASE/workload/$side"
  /usr/bin/time -f "elapsed %e s user %U s sys %S s" \
    flock /tmp/flamediff-capture.lock \
    node --cpu-prof --cpu-prof-dir="$CASE/$side" --cpu-prof-name=run-1.cpuprofile \
      worker.js "${SECONDS_ARG[$side]}" 2>&1
  summary "$CASE/$side/run-1.cpuprofile"
  cd "$CASE"
done
