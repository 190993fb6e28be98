#!/usr/bin/env bash
# Rerunnable capture for s40e-pyspy-speedscope-idle-1v1-asyncio-method-poll.
# before = OrderConsumer.consume_orders awaits queue.get(); after = polls get_nowait() + sleep(0).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(command -v python3)}"
LOCK=/tmp/flamediff-capture.lock
ARGS="--orders 3000 --seed 7 --pause 0.001"
echo "python: $($PY --version 2>&1) ($PY)"
echo "py-spy: $(py-spy --version)"
mkdir -p "$HERE/before" "$HERE/after"
for side in before after; do
  mode=await; [ "$side" = after ] && mode=poll
  out="$HERE/$side/run-1.speedscope.json"
  echo "== $side run 1 (mode=$mode)"
  flock "$LOCK" /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
    py-spy record --format speedscope --idle --rate 250 -o "$out" -- \
    "$PY" "$HERE/workload/orders.py" --mode "$mode" $ARGS
  echo "   bytes: $(wc -c < "$out")"
  if [ "$(wc -c < "$out")" -gt 204800 ]; then gzip -f "$out"; fi
done
echo "done"
