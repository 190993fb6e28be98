#!/bin/bash
# usage: perfshare.sh 'REGEX' files...
# share of sample weight (cpu-clock period) whose folded stack has a frame starting with REGEX,
# plus the raw number of samples in the perf script file.
rx="$1"; shift
for f in "$@"; do
  if [[ $f == *.gz ]]; then cat_=zcat; else cat_=cat; fi
  n=$($cat_ "$f" | grep -c 'cpu-clock')
  $cat_ "$f" | inferno-collapse-perf 2>/dev/null | \
  awk -v rx="$rx" -v f="$f" -v ns="$n" '{n=$NF; line=$0; sub(/ [0-9]+$/,"",line); t+=n; m=split(line,a,";"); hit=0; for(i=1;i<=m;i++) if (a[i] ~ ("^(" rx ")")) {hit=1; break}; if(hit) k+=n} END {printf "%s: samples=%d share=%.3f\n", f, ns, k/t}'
done
