#!/bin/bash
# Rerunnable capture: py-spy speedscope 200 Hz, 3 runs a side, interleaved b1 a1 b2 a2 b3 a3.
# Both sides run as the same path (workload/app.py, a copy of app_<side>.py) so frame files match.
set -e
cd "$(dirname "$0")"
mkdir -p before after
for i in 1 2 3; do
  for side in before after; do
    cp workload/app_$side.py workload/app.py
    echo "== $side run $i $(date +%T)"
    flock /tmp/flamediff-capture.lock py-spy record --rate 200 --format speedscope \
      -o $side/run-$i.speedscope.json -- python3 workload/app.py 6000
  done
done
rm -f workload/app.py
echo "== culprit ^tokenize\\b (own measurement)"
python3 workload/measure_share.py '^tokenize\b' before/*.json after/*.json
echo "== coroutine ^tokenizer\\b (own measurement)"
python3 workload/measure_share.py '^tokenizer\b' before/*.json after/*.json
