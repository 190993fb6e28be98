#!/usr/bin/env bash
# Builds both variants of workload/rows.rs and records 3 samply profiles per side.
# Every profiled run holds /tmp/flamediff-capture.lock so it never overlaps other captures.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s43e/samply-build
mkdir -p "$SCRATCH"
PASSES=200
RUSTFLAGS_COMMON=(-O -g -C force-frame-pointers=yes)

echo "== versions"; rustc --version; samply --version; uname -r
echo "== build"
rustc "${RUSTFLAGS_COMMON[@]}"                        "$HERE/workload/rows.rs" -o "$SCRATCH/rows_before"
rustc "${RUSTFLAGS_COMMON[@]}" --cfg alloc_per_call   "$HERE/workload/rows.rs" -o "$SCRATCH/rows_after"

rm -f "$HERE"/before/run-* "$HERE"/after/run-*
# interleave before/after so slow drift of the shared machine hits both sides alike
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.json"
    echo "== $side run $i: samply record --save-only --unstable-presymbolicate -o $out $SCRATCH/rows_$side $PASSES"
    /usr/bin/time -f "   wall %es user %Us" \
      flock /tmp/flamediff-capture.lock \
      samply record --save-only --unstable-presymbolicate -o "$out" "$SCRATCH/rows_$side" $PASSES
    for f in "$out" "${out%.json}.syms.json"; do
      if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 -f "$f"; echo "   gzipped $f"; fi
    done
  done
done
ls -la "$HERE/before" "$HERE/after"
echo "== measure"
python3 "$HERE/measure.py"
