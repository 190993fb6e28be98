#!/usr/bin/env bash
# Control case: the SAME program is profiled twice with node --cpu-prof, only the input
# size differs (before: 500k lines, ~2 s; after: 1.5M lines, ~6 s).
# The young generation is pinned to 16 MB in both runs so that V8 heap growth during
# the longer run does not change the GC share (see README).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
RUN=/tmp/s28b-run/c4
rm -rf "$RUN"; mkdir -p "$RUN" "$CASE/before" "$CASE/after"
cp "$CASE/workload/prog.js" "$RUN/prog.js"
node --version
cap() {  # cap <before|after> <lines>
  local d="$RUN/prof-$1"; rm -rf "$d"; mkdir -p "$d"
  echo "== $1 run-1 lines=$2 $(date +%T)"
  (cd "$RUN" && flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es cpu=%P (timed inside the lock)" \
     node --min-semi-space-size=16 --max-semi-space-size=16 --cpu-prof --cpu-prof-dir "$d" prog.js "$2")
  mv "$d"/*.cpuprofile "$CASE/$1/run-1.cpuprofile"
}
cap before 500000
cap after 1500000
