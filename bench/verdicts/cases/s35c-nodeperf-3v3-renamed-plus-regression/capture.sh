#!/usr/bin/env bash
# 3 interleaved runs per side: node --perf-basic-prof under perf record -F 999 -g (frame pointers).
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
TMP=$(mktemp -d /tmp/s35c-c4.XXXXXX)
# Both sides run from the same path, because V8's perf-map names embed path:line:col.
RUN=/tmp/s35c-report
mkdir -p "$RUN" before after
node --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    cp "workload/$side/report.js" "$RUN/report.js"
    start=$(date +%s.%N)
    flock "$LOCK" perf record -F 999 -g -o "$TMP/$side-$i.data" -- \
      node --perf-basic-prof "$RUN/report.js" > "$TMP/$side-$i.stdout"
    end=$(date +%s.%N)
    out="$side/run-$i.perf.txt"
    perf script -i "$TMP/$side-$i.data" > "$out" 2> /dev/null
    printf '%s run %d: wall(incl. lock wait)=%.2fs samples=%s output_md5=%s\n' "$side" "$i" \
      "$(echo "$end - $start" | bc)" "$(grep -c 'cpu-clock' "$out")" "$(md5sum < "$TMP/$side-$i.stdout" | cut -c1-8)"
    if [ "$(stat -c %s "$out")" -gt 5000000 ]; then gzip -9 -f "$out"; echo "$side run $i: gzipped ($(stat -c %s "$out.gz") bytes)"; fi
  done
done
