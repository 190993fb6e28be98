#!/usr/bin/env bash
# One py-spy run per side (before, then after), each a separate python3 process.
# The variant is chosen with ORDERSVC_VARIANT (the only code difference is the
# validate_config call in handle_request).
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
W=/tmp/s37d-py1
mkdir -p "$W"
rm -f "$CASE"/before/* "$CASE"/after/*
python3 --version; py-spy --version
N=140000
for side in before after; do
  echo "== $side run-1 ($(date +%T))"
  ( cd "$CASE/workload" && ORDERSVC_VARIANT=$side flock /tmp/flamediff-capture.lock \
      py-spy record -r 100 --format speedscope --threads -o "$W/$side-run-1.speedscope.json" \
      -- python3 orderservice.py $N )
  gzip -9n -c "$W/$side-run-1.speedscope.json" > "$CASE/$side/run-1.speedscope.json.gz"
done
ls -l "$CASE"/before "$CASE"/after
