#!/bin/bash
# Control case: no culprit. Prints, per run, total samples and the cumulative share of each main
# per-job function, read from the pprof profiles with `go tool pprof -top -cum`, to show they are stable.
D=$(cd "$(dirname "$0")" && pwd)
for side in before after; do
  for p in "$D/$side"/run-*; do
    echo "$side/$(basename "$p"): $(go tool pprof -top -cum -nodecount=500 "$p" 2>/dev/null | grep -m1 'Total samples' | sed 's/.*Total samples = //')"
    go tool pprof -top -cum -nodecount=500 "$p" 2>/dev/null \
      | awk '$6 ~ /^(main\.(process|digest|median|normalizeTags)|encoding\/json\.Marshal)$/ {printf "    %-26s cum=%s\n", $6, $5}'
  done
done
