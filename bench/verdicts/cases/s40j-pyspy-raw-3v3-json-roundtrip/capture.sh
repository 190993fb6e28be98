#!/bin/bash
# Captures 3 "before" + 3 "after" py-spy raw profiles of ledger.py.
# before: records processed in place; after: --copy-json adds json.loads(json.dumps(rec)) per record.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=${PY:-python3}
$PY --version; py-spy --version
N=20000
cap() { # side run flag
  local side=$1 run=$2; shift 2
  local out="$HERE/$side/run-$run.raw.txt"
  echo "== $side run-$run seed=7 n=$N $*"
  flock /tmp/flamediff-capture.lock py-spy record --format raw -r 250 \
      -o "$out" -- $PY "$HERE/workload/ledger.py" "$@" 7 "$N"
  ls -l "$out"
}
cap before 1; cap after 1 --copy-json
cap before 2; cap after 2 --copy-json
cap before 3; cap after 3 --copy-json
