#!/usr/bin/env bash
# Independent check with the stock Go pprof tool: prints, per run, total samples
# and the inclusive (cum) share of buildIndex, its three callees, and the other
# top-level stages, plus runtime.asyncPreempt (self time) for reference.
cd "$(dirname "$0")"
BIN=/tmp/s37a-indexer
for side in before after; do
  for f in $side/run-*.pprof; do
    out=$(go tool pprof -top -cum -nodefraction=0 -edgefraction=0 "$f" 2>/dev/null)
    total=$(echo "$out" | sed -n 's/.*Total samples = \([0-9.]*\)\(m\?s\).*/\1 \2/p' | awk '{v=$1; if ($2=="ms") v=v/1000; printf "%d", v*100+0.5}')
    line="$side $(basename $f) samples=$total"
    for fn in main.buildIndex main.tokenise main.hash main.insert main.scoreDocs main.similarity main.generateDocs runtime.asyncPreempt; do
      pct=$(echo "$out" | awk -v fn="$fn" '$6==fn {print $5; exit}')
      line="$line ${fn#main.}=${pct:-0%}"
    done
    echo "$line"
  done
done
