#!/bin/bash
# Capture for s24-pyspy-4v2-helper-caller-3x. Order b1 a1 b2 a2 b3 b4 (4 before, 2 after).
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
python3 --version; py-spy --version
rm -f "$C"/before/run-* "$C"/after/run-*
one() {  # side run-number calls
  t0=$(date +%s.%N)
  py-spy record --format raw -o "$C/$1/run-$2.raw.txt" -- python3 "$W/stockrec.py" 2 $3 > /tmp/s24-c4.out 2>&1
  t1=$(date +%s.%N)
  echo "$1 run-$2 wall $(echo "$t1 - $t0" | bc) s  $(grep rounds= /tmp/s24-c4.out)  load $(cut -d' ' -f1-3 /proc/loadavg)"
}
one before 1 1; one after 1 3; one before 2 1; one after 2 3; one before 3 1; one before 4 1
cd "$C"
python3 workload/shares.py --md '^reconcile_orders\b' '^normalize_sku\b' '^load_catalog\b' '^gen_catalog\b' '^gen_orders\b' '^category_report\b' '^audit_digest\b' -- before/run-1.* after/run-1.* before/run-2.* after/run-2.* before/run-3.* before/run-4.* | tee workload/shares.txt
