#!/bin/bash
# Builds and captures s38h-jfr-1v1-treemap: one JFR recording per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s38h/jfr
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
java -version 2>&1 | head -1
rm -rf "$SCRATCH/classes"
javac -d "$SCRATCH/classes" "$HERE/workload/src/bench/Lookup.java"
run() { # side kind
  local side=$1 kind=$2 out="$HERE/$1/run-1.jfr"
  rm -f "$out"
  echo "== $side ($kind) $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    java -XX:StartFlightRecording=filename="$out",settings=profile,dumponexit=true \
         -cp "$SCRATCH/classes" bench.Lookup "$kind" 40
  ls -l "$out"
}
run before hash
run after tree
# profile files are >200 KB: gzip them (added right after the logged capture; see README)
gzip -9 -f "$HERE/before/run-1.jfr" "$HERE/after/run-1.jfr"
