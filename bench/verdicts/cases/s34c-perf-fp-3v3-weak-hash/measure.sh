#!/bin/bash
# Independent measurement (not flamediff): perf script -> inferno-collapse-perf -> awk.
# inferno weights cpu-clock samples by their period (1001001 ns at -F 999); divided back.
# Note memcmp and hash_key are frameless leaves: their samples show the caller's caller
# (count_words) with table_lookup missing, so the culprit is counted as
# "table_lookup self + memcmp anywhere".
CASE=$(cd "$(dirname "$0")" && pwd)
export PATH=$PATH:$HOME/.cargo/bin
printf "%-7s %-5s %7s %18s %18s %18s %18s %18s\n" side run samples "table_lookup-self" "memcmp" "lookup+memcmp" "hash_key" "count_words-self"
for side in before after; do
  for f in "$CASE/$side"/run-*.perf.txt*; do
    { case "$f" in *.gz) zcat "$f";; *) cat "$f";; esac; } | inferno-collapse-perf 2>/dev/null |
    awk -v side=$side -v run=$(basename "$f" | cut -d. -f1) '
      { n=int($NF/1001001+0.5); t+=n; s=$0; sub(/ [0-9]+$/, "", s)
        if (s ~ /;table_lookup$/) a+=n
        if (s ~ /memcmp/) b+=n
        if (s ~ /;hash_key$/) c+=n
        if (s ~ /;count_words$/) d+=n }
      END { printf "%-7s %-5s %7d %10d (%5.1f%%) %10d (%5.1f%%) %10d (%5.1f%%) %10d (%5.1f%%) %10d (%5.1f%%)\n", side, run, t, a, 100*a/t, b, 100*b/t, a+b, 100*(a+b)/t, c, 100*c/t, d, 100*d/t }'
  done
done
