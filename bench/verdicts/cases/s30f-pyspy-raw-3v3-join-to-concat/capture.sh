#!/usr/bin/env bash
# Capture 3 before / 3 after py-spy raw profiles, interleaved, under the shared capture lock.
# Run from this case directory:  bash capture.sh 2>&1 | tee capture.log
set -euo pipefail
cd "$(dirname "$0")"
REPORTS=115 ORDERS=1375 RATE=250
py-spy --version; python3 --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i  $(date +%T)"
    ( cd workload/$side && /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
        flock /tmp/flamediff-capture.lock \
        py-spy record -r $RATE -f raw -o ../../$side/run-$i.raw.txt -- python3 report.py $REPORTS $ORDERS )
  done
done
echo "== shares (culprit regex ^render_table\\b)"
python3 workload/share_raw.py '^render_table\b' before/run-*.raw.txt after/run-*.raw.txt
echo "== self share (render_table as leaf frame)"
for f in before/run-*.raw.txt after/run-*.raw.txt; do
  awk -v f=$f '{n=$NF; t+=n; k=split($0,a,";"); if (a[k] ~ /^render_table /) s+=n} END{printf "%s self(render_table)=%.1f%%\n", f, 100*s/t}' $f
done
