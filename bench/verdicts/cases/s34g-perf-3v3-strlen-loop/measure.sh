#!/bin/bash
# Independent culprit share per run for s34g-perf-3v3-strlen-loop: inferno-collapse-perf + awk (no flamediff).
# Shares are of inferno's folded weights (all samples carry the same cpu-clock period, 1001001 ns);
# the sample count is the number of sample headers in the perf script file.
# culprit = stacks containing normalize_name or strlen (strlen appears without normalize_name: see README).
set -euo pipefail
export PATH=$PATH:$HOME/.cargo/bin
CASE=$(cd "$(dirname "$0")" && pwd)
printf "%-7s %-6s %7s %10s %16s %10s %14s %14s\n" side run samples culprit% normalize_name% strlen% strlen_no_nn% periods
for side in before after; do
  for f in "$CASE/$side"/run-*.perf.txt*; do
    cat_=cat; [[ $f == *.gz ]] && cat_=zcat
    n=$($cat_ "$f" | grep -c 'cpu-clock')
    periods=$($cat_ "$f" | awk '/cpu-clock/ {print $4}' | sort -u | tr '\n' ' ')
    $cat_ "$f" | inferno-collapse-perf -q | awk -v side=$side -v run=$(basename "$f" | cut -d. -f1) -v n=$n -v per="$periods" '
      { w=$NF; t+=w
        nn = ($0 ~ /(^|;)normalize_name(;|$| )/); sl = ($0 ~ /strlen/)
        if (nn || sl) c+=w; if (nn) a+=w; if (sl) b+=w; if (sl && !nn) d+=w }
      END { printf "%-7s %-6s %7d %10.1f %16.1f %10.1f %14.1f   %s\n", side, run, n, 100*c/t, 100*a/t, 100*b/t, 100*d/t, per }'
  done
done
