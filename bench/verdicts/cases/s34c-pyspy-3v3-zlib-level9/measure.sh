#!/bin/bash
# Independent measurement (not flamediff): py-spy raw output is folded stacks
# ("frame;frame;... count"); awk sums the samples whose stack contains each function.
CASE=$(cd "$(dirname "$0")" && pwd)
printf "%-7s %-6s %7s %20s %20s %20s %20s\n" side run samples compress_chunk render_row parse_lines detect_anomalies
for side in before after; do
  for f in "$CASE/$side"/run-*.raw.txt; do
    awk -v side=$side -v run=$(basename "$f" .raw.txt) '
      { n=$NF; t+=n
        if ($0 ~ /(^|;)compress_chunk \(/) a+=n
        if ($0 ~ /(^|;)render_row \(/) b+=n
        if ($0 ~ /(^|;)parse_lines \(/) c+=n
        if ($0 ~ /(^|;)detect_anomalies \(/) d+=n }
      END { printf "%-7s %-6s %7d %10d (%5.1f%%) %10d (%5.1f%%) %10d (%5.1f%%) %10d (%5.1f%%)\n", side, run, t, a, 100*a/t, b, 100*b/t, c, 100*c/t, d, 100*d/t }' "$f"
  done
done
