#!/usr/bin/env bash
# Independent measurement (not flamediff): inferno-collapse-perf, then awk sums the stacks
# (inferno weights by the period; -F 1000 gives varying cpu-clock periods, so the script
# parses perf script itself to count samples, one per sample header).
# Columns (inclusive, share of all samples of the run):
#   alloc/realloc/free: a libc malloc/realloc/free frame or Rust's alloc::alloc::{alloc,realloc,dealloc}
#   new-per-item path:  the above, or String regrowth (RawVecInner grow_amortized/finish_grow),
#                       format!'s Arguments::estimated_capacity, or dropping the String
#   alloc::fmt::format: everything under format! (includes the formatting itself, which the
#                       before side does under <String as fmt::Write>::write_fmt)
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
export PATH="$HOME/.cargo/bin:$PATH"
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
printf "%-6s %-18s %8s  %-22s %-22s %-22s %-22s %-22s %-22s\n" side file samples "alloc/realloc/free" "new-per-item path" "alloc::fmt::format" "render_rows" "core::fmt::write" "summarize"
for side in before after; do
  for f in "$CASE/$side"/run-*.perf.txt*; do
    case "$f" in *.gz) zcat "$f" > "$TMP/p.txt";; *) cp "$f" "$TMP/p.txt";; esac
    hdr=$(awk '/cpu-clock/ { n++ } END { print n }' "$TMP/p.txt")
    # one line per sample: "<period> <frames joined by ;>" to count samples, not weights
    awk '/cpu-clock/ { if (s != "") print s; for (i = 1; i < NF; i++) if ($(i+1) ~ /^cpu-clock/) p = $i; s = p " "; next }
         NF >= 2 && $1 ~ /^[0-9a-f]+$/ { fr = $0; sub(/^[ \t]*[0-9a-f]+ /, "", fr); sub(/ \([^()]*\)$/, "", fr); sub(/\+0x[0-9a-f]+$/, "", fr); s = s ";" fr }
         END { if (s != "") print s }' "$TMP/p.txt" > "$TMP/s.txt"
    awk -v side="$side" -v file="$(basename "$f")" -v hdr="$hdr" '
      { n++; st = $0 ";"
        if (st ~ /;(malloc|realloc|free|cfree|__libc_malloc|__libc_free|__libc_realloc|__GI___libc_malloc|__GI___libc_free|__GI___libc_realloc|_int_malloc|_int_free|_int_realloc|__rust_alloc|__rust_dealloc|__rust_realloc|alloc::alloc::alloc|alloc::alloc::realloc|alloc::alloc::dealloc);/) a++
        if (st ~ /;(malloc|realloc|free|cfree|__GI___libc_malloc|__GI___libc_free|__GI___libc_realloc|_int_malloc|_int_free|_int_realloc|<core::fmt::Arguments>::estimated_capacity|<alloc::raw_vec::RawVecInner>::grow_amortized|<alloc::raw_vec::RawVecInner>::finish_grow|core::ptr::drop_in_place<alloc::string::String>);/) g++
        if (st ~ /;alloc::fmt::format;/) f++
        if (st ~ /;rowdigest::render_rows;/) r++
        if (st ~ /;core::fmt::write;/) w++
        if (st ~ /;rowdigest::summarize;/) su++ }
      function pc(x) { return sprintf("%6d (%5.1f%%)", x, 100 * x / n) }
      END { printf "%-6s %-18s %8d  %-22s %-22s %-22s %-22s %-22s %-22s\n", side, file, n, pc(a), pc(g), pc(f), pc(r), pc(w), pc(su)
            if (n != hdr) printf "  warning: %d sample headers, %d parsed\n", hdr, n }' "$TMP/s.txt"
  done
done
