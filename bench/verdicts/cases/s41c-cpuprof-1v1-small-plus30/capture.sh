#!/bin/bash
# One run per side: node --cpu-prof (default 1000 us interval) of workload/fourwork.js before|after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
mkdir -p /tmp/s41c/cpuprof "$HERE/before" "$HERE/after"
node --version
for side in before after; do
  rm -rf /tmp/s41c/cpuprof/$side; mkdir -p /tmp/s41c/cpuprof/$side
  flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir=/tmp/s41c/cpuprof/$side "$HERE/workload/fourwork.js" $side
  mv /tmp/s41c/cpuprof/$side/*.cpuprofile "$HERE/$side/run-1.cpuprofile"
done
for f in "$HERE"/before/run-1.cpuprofile "$HERE"/after/run-1.cpuprofile; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
