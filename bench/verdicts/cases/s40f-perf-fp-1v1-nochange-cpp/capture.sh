#!/usr/bin/env bash
# Control: identical record set and identical work; only the ORDER of input lines differs
# (shuffle seed 1 for before, seed 2 for after). perf record -g (frame pointers).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
W=/tmp/s40f/c1-build
mkdir -p "$W" "$HERE/before" "$HERE/after"
g++ -O2 -g -fno-omit-frame-pointer -o "$W/records" "$HERE/workload/records.cpp"
python3 "$HERE/workload/gen_input.py" 1 "$W/before.csv"
python3 "$HERE/workload/gen_input.py" 2 "$W/after.csv"
echo "sorted-content md5: $(sort "$W/before.csv" | md5sum) / $(sort "$W/after.csv" | md5sum)"
g++ --version | head -1; perf --version
for side in before after; do
  out="$HERE/$side/run-1.perf.txt"
  echo "== $side: $(date -u +%FT%TZ)"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o "$W/$side.perf.data" -- "$W/records" "$W/$side.csv" 50
  perf script -i "$W/$side.perf.data" > "$out"
  rm -f "$W/$side.perf.data"
  echo "$side samples: $(grep -c -E '^\S.*cpu-clock|^\S.*cycles' "$out" || true)"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; fi
done
ls -l "$HERE/before" "$HERE/after"
