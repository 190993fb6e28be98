#!/bin/bash
# Recaptures this case: py-spy record --rate 400 --format speedscope, 3 runs a side,
# interleaved b1 a1 b2 a2 b3 a3, each holding the shared capture lock. Both sides run
# from the same path (/tmp/flamediff-capture/<case>/reports.py) so frames carry the same
# file name. Input: 20000 generated orders (seed 1234), 8 reporting rounds.
# Then workload/measure.py prints the measured shares and workload/helper_cost.py the
# per-call cost of format_field on each side.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CASE=$(basename "$HERE")
BUILD=/tmp/flamediff-capture/$CASE
LOCK=/tmp/flamediff-capture.lock
ARGS="20000 8 1234"
rm -rf "$BUILD"; mkdir -p "$BUILD"
for side in before after; do mkdir -p "$HERE/$side"; rm -f "$HERE/$side"/run-*; done
for i in 1 2 3; do
    for side in before after; do
        cp "$HERE/workload/$side/reports.py" "$BUILD/reports.py"
        echo "== $side run $i"
        (cd "$BUILD" && flock "$LOCK" py-spy record --rate 400 --format speedscope \
            -o "$HERE/$side/run-$i.speedscope.json" -- python3 reports.py $ARGS)
    done
done
rm -rf "$BUILD"
cd "$HERE"
python3 workload/measure.py format_field format_field,validate_orders,make_orders,render_csv,render_region_summary,render_invoice_lines,render_audit_log,render_discount_report,render_status_board,render_html_table,render_customer_totals before/run-* after/run-*
flock "$LOCK" python3 workload/helper_cost.py
