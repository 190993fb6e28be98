#!/bin/bash
# Captures 3 Chrome DevTools traces a side, interleaved (b1 a1 b2 a2 b3 a3), each holding
# the capture lock for the whole browser session, then measures the culprit's share.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
mkdir -p before after
rm -f before/run-*.json* after/run-*.json*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock node workload/trace.mjs "$CASE/workload/$side" "$CASE/$side/run-$i.json"
  done
done
# the traces are 8-20 MB of JSON each: store them gzipped (byte-identical once gunzipped)
gzip -9 before/run-*.json after/run-*.json
ls -la before after
python3 workload/measure.py '^formatCurrency\b,^renderRows\b,^renderSummary\b,^parseCsv\b,^generateCsv\b' before/run-*.json.gz after/run-*.json.gz
