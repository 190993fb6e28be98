#!/usr/bin/env bash
# py-spy 0.4.3 raw (folded) output, 200 Hz, one run a side (about 10 s each), before then after.
# Both versions are run from the same path (workload/run/orders.py), so the frame names differ only where the code changed.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
for side in before after; do
  echo "== $side run 1"
  rm -rf workload/run && mkdir workload/run && cp workload/$side/orders.py workload/run/orders.py
  ( cd workload/run && /usr/bin/time -f "wall=%es user=%Us" flock /tmp/flamediff-capture.lock \
      py-spy record -r 200 -f raw -o ../../$side/run-1.raw.txt -- python3 orders.py )
done
rm -rf workload/run
echo "== measurement: share of samples with validate_order on the stack"
python3 workload/measure.py '^validate_order\b' before/run-1.raw.txt after/run-1.raw.txt
echo "== inclusive shares"
python3 workload/selfraw.py before/run-1.raw.txt after/run-1.raw.txt
