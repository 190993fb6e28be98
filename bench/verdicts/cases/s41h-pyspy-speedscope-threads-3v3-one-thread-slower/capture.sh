#!/bin/bash
# before: all three workers do 2500 rounds; after: checksum_records does 3750 rounds (+50%).
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$D/before" "$D/after" /tmp/s41h/pyspy
py-spy --version; python3 --version
for i in 1 2 3; do
  for side in before after; do
    out="$D/$side/run-$i.speedscope.json"
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock py-spy record --format speedscope --threads --rate 200 \
      -o "$out" -- python3 "$D/workload/threads.py" --variant "$side"
    if [ $(stat -c %s "$out") -gt 204800 ]; then gzip -f "$out"; fi
  done
done
ls -l "$D/before" "$D/after"
