#!/usr/bin/env bash
# Records one py-spy raw profile per side of workload/ticker.py.
# Every profiled run holds /tmp/flamediff-capture.lock so it never overlaps other captures.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=$(command -v python3)
RATE=500
EVENTS=150000
echo "== versions"; "$PY" --version; py-spy --version; uname -r
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for side in before after; do
  out="$HERE/$side/run-1.raw.txt"
  echo "== $side: TICKER_VARIANT=$side py-spy record --format raw --rate $RATE -o $out -- $PY workload/ticker.py --events $EVENTS"
  ( cd "$HERE" && TICKER_VARIANT=$side /usr/bin/time -f "   wall %es user %Us" \
      flock /tmp/flamediff-capture.lock \
      py-spy record --format raw --rate $RATE -o "$out" -- "$PY" workload/ticker.py --events $EVENTS )
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 -f "$out"; echo "   gzipped $out"; fi
done
ls -la "$HERE/before" "$HERE/after"
echo "== measure"
python3 "$HERE/measure.py"
