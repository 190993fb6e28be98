#!/usr/bin/env bash
# py-spy 0.4.3, speedscope output, --idle --threads, 200 Hz, 3 runs a side, interleaved.
# Both versions run from the same path (workload/run/pipeline.py), so file paths in the profile are identical.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    rm -rf workload/run && mkdir workload/run && cp workload/$side/pipeline.py workload/run/pipeline.py
    ( cd workload/run && /usr/bin/time -f "wall=%es user=%Us" \
        flock /tmp/flamediff-capture.lock \
        py-spy record -r 200 --idle --threads -f speedscope -o ../../$side/run-$i.speedscope.json -- python3 pipeline.py )
  done
done
rm -rf workload/run
echo "== measurement: share of samples (all threads) with throttle on the stack"
python3 workload/measure.py '^throttle\b' before/run-*.speedscope.json after/run-*.speedscope.json
echo "== share with Thread.join on the stack (main thread waiting for the indexer)"
python3 workload/measure.py '^Thread\.join\b' before/run-*.speedscope.json after/run-*.speedscope.json
echo "== share with crunch_batch on the stack (main thread's own work)"
python3 workload/measure.py '^crunch_batch\b' before/run-*.speedscope.json after/run-*.speedscope.json
echo "== share with encode_doc on the stack"
python3 workload/measure.py '^encode_doc\b' before/run-*.speedscope.json after/run-*.speedscope.json
echo "== per-thread inclusive/leaf counts"
for f in before/run-*.speedscope.json after/run-*.speedscope.json; do echo "-- $f"; python3 workload/sstop.py $f; done
