#!/usr/bin/env bash
# pyinstrument 5.1.3 (Python 3.11.7), JSON renderer, default interval (1 ms), 1 run a side.
# Both versions run from the same path (workload/run/catalog.py), so file paths in the profile are identical.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; pyinstrument --version
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    rm -rf workload/run && mkdir workload/run && cp workload/$side/catalog.py workload/run/catalog.py
    ( cd workload/run && /usr/bin/time -f "wall=%es user=%Us" \
        flock /tmp/flamediff-capture.lock \
        pyinstrument -r json -o ../../$side/run-$i.pyinstrument.json catalog.py )
  done
done
rm -rf workload/run
echo "== measurement: share of time with slugify on the stack"
python3 workload/measure.py '^slugify\b' before/run-*.pyinstrument.json after/run-*.pyinstrument.json
echo "== parse_row and make_rows for comparison"
python3 workload/measure.py '^parse_row\b' before/run-*.pyinstrument.json after/run-*.pyinstrument.json
python3 workload/measure.py '^make_rows\b' before/run-*.pyinstrument.json after/run-*.pyinstrument.json
