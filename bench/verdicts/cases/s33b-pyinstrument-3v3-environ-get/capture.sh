#!/bin/bash
# s33b-pyinstrument-3v3-environ-get: pyinstrument JSON renderer, 3 before / 3 after, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; pyinstrument --version
unset SEARCH_DEBUG_SCORES || true
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i ($(date +%T)) =="
    flock /tmp/flamediff-capture.lock pyinstrument -r json -o "$v/run-$i.json" "workload/$v/search.py" 2>&1
    ls -l "$v/run-$i.json"
  done
done
