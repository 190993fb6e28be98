#!/usr/bin/env bash
# plus30: same program and seed; the after build uses FILTER_ROUNDS=13 instead of 10,
# so filter_packets does 30% more work. Frame-pointer call graphs (perf record -g).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
B=/tmp/s41i/perf-plus30
echo "== $(date -u +%FT%TZ) host=$(hostname) nproc=$(nproc)"
echo "== $(perf --version) ; $(gcc --version | head -1)"
mkdir -p "$HERE/before" "$HERE/after" "$B/before" "$B/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
gcc -O2 -g -fno-omit-frame-pointer -DFILTER_ROUNDS=10 "$HERE/workload/pack.c" -o "$B/before/pack"
gcc -O2 -g -fno-omit-frame-pointer -DFILTER_ROUNDS=13 "$HERE/workload/pack.c" -o "$B/after/pack"
run() { # side idx seed
  echo "== $1 run-$2: seed $3"
  /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
    flock "$LOCK" perf record -F 999 -g -o "$B/$1/perf.data" -- "$B/$1/pack" "$3"
  perf script -i "$B/$1/perf.data" > "$HERE/$1/run-$2.perf.txt"
  rm -f "$B/$1/perf.data"
}
run before 1 5
run after 1 5
for f in "$HERE"/before/run-* "$HERE"/after/run-*; do
  sz=$(stat -c %s "$f"); echo "   $f $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$f"; fi
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
