#!/usr/bin/env bash
# plus50: same program and data seed; after runs score_entries with 45 rounds instead of 30 (+50% work).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-/root/.pyenv/versions/3.11.7/bin/python3}"
LOCK=/tmp/flamediff-capture.lock
echo "== $(date -u +%FT%TZ) host=$(hostname) nproc=$(nproc)"
echo "== $(py-spy --version) ; $($PY --version)"
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
run() { # side idx seed [extra args]
  echo "== $1 run-$2: seed $3 ${4:-} ${5:-}"
  /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
    flock "$LOCK" py-spy record --format raw --rate 200 --output "$HERE/$1/run-$2.raw.txt" -- \
      "$PY" "$HERE/workload/ledger.py" "$3" ${4:-} ${5:-}
}
run before 1 11 --score-rounds 30
run after 1 11 --score-rounds 45
for f in "$HERE"/before/run-* "$HERE"/after/run-*; do
  sz=$(stat -c %s "$f"); echo "   $f $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$f"; fi
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
