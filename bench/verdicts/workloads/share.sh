#!/usr/bin/env bash
# share.sh REGEX FILE...: samples in stacks with a frame matching REGEX, of all samples, per file
# (folded: "stack count"; perf script text and pprof are handled by the caller).
re=$1; shift
for f in "$@"; do
  zcat -f "$f" | awk -v re="$re" '{n=$NF; t+=n; s=$0; sub(/ [0-9]+$/,"",s); if (s ~ re) m+=n} END {printf "%s: %d/%d = %.1f%%\n", FILENAME=="-"?"'"$f"'":FILENAME, m, t, t?100*m/t:0}'
done
