#!/usr/bin/env bash
# Rerunnable capture for s40e-pyspy-raw-3v3-asyncio-flag-poll.
# before = supervisor awaits an asyncio.Event; after = supervisor polls a flag with asyncio.sleep(0).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(command -v python3)}"
LOCK=/tmp/flamediff-capture.lock
ARGS="--workers 2 --per-worker 60000 --width 12 --seed 1234"
echo "python: $($PY --version 2>&1) ($PY)"
echo "py-spy: $(py-spy --version)"
mkdir -p "$HERE/before" "$HERE/after"
for i in 1 2 3; do
  for side in before after; do
    mode=event; [ "$side" = after ] && mode=poll
    out="$HERE/$side/run-$i.raw.txt"
    echo "== $side run $i (mode=$mode)"
    flock "$LOCK" py-spy record --format raw --rate 250 -o "$out" -- \
      "$PY" "$HERE/workload/pipeline.py" --mode "$mode" $ARGS
    echo "   lines: $(wc -l < "$out")  bytes: $(wc -c < "$out")"
  done
done
for f in "$HERE"/before/*.raw.txt "$HERE"/after/*.raw.txt; do
  if [ "$(wc -c < "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
echo "done"
