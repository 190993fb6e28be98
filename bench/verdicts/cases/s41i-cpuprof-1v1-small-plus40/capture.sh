#!/usr/bin/env bash
# plus40: same program and seed; after runs renderProducts with 14 rounds instead of 10 (+40% work).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
echo "== $(date -u +%FT%TZ) host=$(hostname) nproc=$(nproc)"
echo "== node $(node --version)"
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
run() { # side idx seed renderRounds
  echo "== $1 run-$2: seed $3 --render-rounds $4"
  /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
    flock "$LOCK" node --cpu-prof --cpu-prof-dir="$HERE/$1" --cpu-prof-name="run-$2.cpuprofile" \
      "$HERE/workload/catalog.js" "$3" --render-rounds "$4"
}
run before 1 3 10
run after 1 3 14
for f in "$HERE"/before/run-* "$HERE"/after/run-*; do
  sz=$(stat -c %s "$f"); echo "   $f $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$f"; fi
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
