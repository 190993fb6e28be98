#!/usr/bin/env bash
# Captures the Go (runtime/pprof CPU profile) verdict cases into ../cases/. Interleaved runs,
# one capture at a time (flock), GOMAXPROCS=2, 2.5 s each, the profile as Go writes it.
set -euo pipefail
cd "$(dirname "$0")"
CASES=../cases
LOCK=/tmp/flamediff-capture.lock
(cd go && GOFLAGS=-mod=mod go build -o /tmp/ingest .)
cap() { # CASE SIDE N CHANGE
  mkdir -p "$CASES/$1/$2"
  flock "$LOCK" env GOMAXPROCS=2 /tmp/ingest -change "$4" -seconds 2.5 -o "$CASES/$1/$2/run-$3.pprof" >/dev/null
}
pair() { # CASE RUNS BEFORE AFTER
  rm -rf "$CASES/$1/before" "$CASES/$1/after"
  for i in $(seq 1 "$2"); do cap "$1" before "$i" "$3"; cap "$1" after "$i" "$4"; done
}
sel=${1:-all}
run() { [ "$sel" = all ] || [ "$sel" = "$1" ]; }
run gopprof-1v1-regexp && pair gopprof-1v1-regexp 1 none regexp
run gopprof-3v3-slow-score && pair gopprof-3v3-slow-score 3 none slow_score
run gopprof-3v3-rollup-split && pair gopprof-3v3-rollup-split 3 none rollup
run gopprof-nochange-3v3 && pair gopprof-nochange-3v3 3 none none
run gopprof-nochange-1v1 && pair gopprof-nochange-1v1 1 none none
