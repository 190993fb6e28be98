#!/usr/bin/env bash
# Builds allocmix once and records one CPU profile per side with runtime/pprof
# (the program calls pprof.StartCPUProfile itself; default 100 Hz).
# Identical binary, flags and environment (GOGC/GOMAXPROCS untouched) on both sides;
# only -seed differs: before = seed 1, after = seed 2.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s37c-allocmix
DUR=20s
mkdir -p "$WORK"
go version
env | grep -E '^(GOGC|GOMAXPROCS|GODEBUG|GOMEMLIMIT)=' || echo "(no GOGC/GOMAXPROCS/GODEBUG/GOMEMLIMIT set)"
cd "$HERE/workload" && go build -o "$WORK/allocmix" .
rm -f "$HERE"/before/* "$HERE"/after/*
cd "$WORK"
echo "== before run-1 (seed 1)"
flock /tmp/flamediff-capture.lock "$WORK/allocmix" -seed 1 -dur "$DUR" -cpuprofile "$HERE/before/run-1.pprof"
echo "== after run-1 (seed 2)"
flock /tmp/flamediff-capture.lock "$WORK/allocmix" -seed 2 -dur "$DUR" -cpuprofile "$HERE/after/run-1.pprof"
ls -la "$HERE"/before "$HERE"/after
bash "$HERE/measure.sh"
