#!/usr/bin/env bash
# Control: same program, same work, only the data seed differs (before: 11, after: 29).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-/root/.pyenv/versions/3.11.7/bin/python3}"
LOCK=/tmp/flamediff-capture.lock
echo "== $(date -u +%FT%TZ) host=$(hostname) nproc=$(nproc)"
echo "== $(py-spy --version) ; $($PY --version)"
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
run() { # side idx seed
  echo "== $1 run-$2: seed $3"
  /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
    flock "$LOCK" py-spy record --format raw --rate 200 --output "$HERE/$1/run-$2.raw.txt" -- \
      "$PY" "$HERE/workload/ledger.py" "$3"
}
run before 1 11
run after 1 29
for f in "$HERE"/before/run-* "$HERE"/after/run-*; do
  sz=$(stat -c %s "$f"); echo "   $f $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$f"; fi
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
