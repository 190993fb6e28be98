#!/bin/bash
# Cumulative share of the program's functions per run (go tool pprof, not flamediff).
cd "$(dirname "$0")"
for s in before after; do
  echo "== $s"
  go tool pprof -top -cum -nodecount=300 $s/run-1.pb.gz 2>/dev/null | grep -E "Duration|main\.|gcBgMarkWorker$"
done
