#!/bin/bash
# perf record -g (frame pointers; CPython itself is built without them), CPython 3.11 running
# the same ledger.py on both sides (control), 3 runs per side interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44b/perf-python}
PY=${PY:-/root/.pyenv/versions/3.11.7/bin/python3.11}
ROUNDS=20; PER_ROUND=20000
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $($PY --version) ($PY)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i"
    ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
        "$PY" "$HERE/workload/$side/ledger.py" $ROUNDS $PER_ROUND ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== measure"
python3 "$HERE/measure.py" -g _PyEval_EvalFrameDefault='^_PyEval_EvalFrameDefault$' \
  -g obmalloc='^_PyObject_(Malloc|Free)$' -g dict_lookup='^(unicodekeys_lookup_unicode|_Py_dict_lookup)$' \
  -g json='encoder_|py_encode_basestring|scan_once|scanstring' -g gc='^(gc_collect_main|visit_decref|visit_reachable|deduce_unreachable)$' \
  -g unknown='^\[unknown\]$' -g page_fault='^exc_page_fault$' \
  "$HERE"/before/run-*.perf.txt* "$HERE"/after/run-*.perf.txt*
echo "== done $(date -u +%FT%TZ)"
