#!/usr/bin/env bash
# capture.sh : 1 run a side, before then after, each its own python3 process (CPython 3.11).
# py-spy 0.4.3 record, default rate (100 Hz), --idle --threads, speedscope output.
# before: app.py --change none ; after: app.py --change alphas (same script).
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$C/before" "$C/after"
one() { # side change
  py-spy record --idle --threads --format speedscope -o "$C/$1/run-1.speedscope.json" \
    -- python3 "$C/workload/app.py" --change "$2"
}
one before none
one after alphas
