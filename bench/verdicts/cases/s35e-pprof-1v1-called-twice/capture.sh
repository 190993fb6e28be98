#!/bin/bash
# Capture for s35e-pprof-1v1-called-twice: one Go CPU-profile run per side
# (before, then after), each holding the shared lock. Both sides are built
# from the same source directory and run from the same binary path, as if
# rebuilt in place (so file paths in the profiles are identical).
set -euo pipefail
export PATH=$PATH:/usr/local/go/bin
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s35e/c3/build
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$WORK/before" "$WORK/after" "$WORK/run" "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
go version
for side in before after; do
  rm -rf "$WORK/src" && mkdir -p "$WORK/src"
  cp "$CASE/workload/$side/main.go" "$CASE/workload/$side/go.mod" "$WORK/src/"
  (cd "$WORK/src" && go build -o "$WORK/$side/eventexport" .)
done
for side in before after; do
  echo "== $side run 1"
  cp "$WORK/$side/eventexport" "$WORK/run/eventexport"
  flock "$LOCK" /usr/bin/time -f "wall %e s, user %U s, sys %S s" \
    "$WORK/run/eventexport" -cpuprofile "$CASE/$side/run-1.pb.gz"
  go tool pprof -top -nodecount=0 "$CASE/$side/run-1.pb.gz" 2>/dev/null | sed -n '1,6p'
  echo "samples: $(go tool pprof -raw "$CASE/$side/run-1.pb.gz" 2>/dev/null | awk '/^Samples:/{f=1;next} /^Locations/{f=0} f && /^ +[0-9]+ +[0-9]+:/{n+=$1} END{print n}')"
done
ls -l "$CASE/before" "$CASE/after"
