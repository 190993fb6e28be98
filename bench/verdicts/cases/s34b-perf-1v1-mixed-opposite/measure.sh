#!/usr/bin/env bash
# Independent measurement (not flamediff): inferno-collapse-perf, then awk sums the stacks
# containing each function (inclusive). inferno weights stacks by the sample period
# (cpu-clock, 250000 ns per sample here), so weights are divided by the period to give samples;
# the script checks that against a plain count of the sample header lines.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
export PATH="$HOME/.cargo/bin:$PATH"
printf "%-6s %-16s %7s %7s %16s %16s %16s %16s %16s\n" side file "hdr" samples checksum_block escape_field escaped_length "escape (either)" make_record
for side in before after; do
  for f in "$CASE/$side"/run-*.perf.txt*; do
    case "$f" in *.gz) cat_=zcat;; *) cat_=cat;; esac
    hdr=$($cat_ "$f" | awk '/cpu-clock/ { n++ } END { print n }')
    period=$($cat_ "$f" | awk '/cpu-clock/ && !p { for (i = 1; i < NF; i++) if ($(i+1) ~ /^cpu-clock/) p = $i } END { print p }')
    $cat_ "$f" | inferno-collapse-perf 2>/dev/null | awk -v side="$side" -v file="$(basename "$f")" -v hdr="$hdr" -v per="$period" '
      { n = $NF / per; $NF = ""; stack = ";" $0; sub(/ $/, "", stack); stack = stack ";"; tot += n
        if (stack ~ /;checksum_block;/) c += n
        if (stack ~ /;escape_field;/) e += n
        if (stack ~ /;escaped_length;/) l += n
        if (stack ~ /;(escape_field|escaped_length);/) el += n
        if (stack ~ /;make_record;/) m += n }
      function pc(x) { return sprintf("%6d (%5.1f%%)", x, 100 * x / tot) }
      END { printf "%-6s %-16s %7d %7d %16s %16s %16s %16s %16s\n", side, file, hdr, tot, pc(c), pc(e), pc(l), pc(el), pc(m) }'
  done
done
