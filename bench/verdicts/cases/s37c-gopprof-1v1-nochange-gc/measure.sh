#!/usr/bin/env bash
# Independent check: uses `go tool pprof` (not flamediff) to print, per run, the total
# sample count and the cumulative (inclusive) share of the main functions.
HERE="$(cd "$(dirname "$0")" && pwd)"
FUNCS='main.buildTree|main.treeSum|main.makeRecords|main.encodeRecords|main.indexByTag|main.sortRecords|runtime.mallocgc|runtime.gcBgMarkWorker|runtime.asyncPreempt'
for side in before after; do
  for p in "$HERE/$side"/*.pprof; do
    samples=$(go tool pprof -raw "$p" 2>/dev/null | awk '/^Samples:/{f=1;getline;next} /^Locations/{f=0} f && /^ *[0-9]+ +[0-9]+:/{s+=$1} END{print s}')
    echo "== $side $(basename "$p")  samples=$samples"
    go tool pprof -top -cum -nodecount=100000 -nodefraction=0 -edgefraction=0 "$p" 2>/dev/null \
      | awk -v re="^($FUNCS)$" '$6 ~ re {printf "   %-24s cum=%s\n", $6, $5}'
  done
done
