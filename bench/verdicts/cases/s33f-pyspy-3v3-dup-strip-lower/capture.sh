#!/bin/bash
# Case s33f-pyspy-3v3-dup-strip-lower: py-spy raw (folded) output at 250 Hz, 3 runs a side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
python3 --version; py-spy --version
mkdir -p $CASE/before $CASE/after
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date +%T)"
    cd $CASE/workload/$side
    flock /tmp/flamediff-capture.lock py-spy record -r 250 -f raw -o $CASE/$side/run-$i.raw.txt -- python3 clean.py 40000 10
  done
done
echo "== measurement (own script over the raw folded stacks: samples, share with the frame on the stack)"
for re in '^clean_field ' '^clean_row ' '^aggregate '; do
  echo "-- $re"
  python3 $CASE/workload/foldshare.py "$re" $CASE/before/run-?.raw.txt $CASE/after/run-?.raw.txt
done
