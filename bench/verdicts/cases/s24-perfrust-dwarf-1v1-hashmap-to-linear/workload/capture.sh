#!/bin/bash
# Capture for s24-perfrust-dwarf-1v1-hashmap-to-linear. Order b1 a1.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24-c3; mkdir -p $B; rm -rf $B/cdrrate; cp -r "$W/cdrrate" $B/
rustc --version; perf --version
(cd $B/cdrrate && cargo build --release -q && cp target/release/cdrrate $B/cdrrate-before && cargo build --release -q --features linear && cp target/release/cdrrate $B/cdrrate-after)
rm -f "$C"/before/run-* "$C"/after/run-*
for side in before after; do
  t0=$(date +%s.%N)
  out=$(perf record -q --call-graph dwarf -F 999 -o $B/perf.data -- $B/cdrrate-$side 600000 5)
  t1=$(date +%s.%N)
  perf script -i $B/perf.data > "$C/$side/run-1.perf.txt" 2>/dev/null
  gzip -9 "$C/$side/run-1.perf.txt"
  echo "$side run-1 wall $(echo "$t1 - $t0" | bc) s  $out  perf.data $(stat -c %s $B/perf.data) B  load $(cut -d' ' -f1-3 /proc/loadavg)"
done
cd "$C"
python3 workload/shares.py --md '^cdrrate::lookup_rate\b' '^cdrrate::rate_batch\b' '^cdrrate::parse_cdr\b' '^cdrrate::gen_cdrs\b' '^cdrrate::price_call\b' '^cdrrate::invoices\b' '^hashbrown::' -- before/run-1.* after/run-1.* | tee workload/shares.txt
