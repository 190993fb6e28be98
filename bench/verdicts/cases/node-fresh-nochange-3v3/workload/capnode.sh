#!/usr/bin/env bash
# capnode.sh SRC_JS WORKDIR OUT_PERF_TXT : copy SRC_JS to WORKDIR/app.js, perf-record 3 s of node, perf script to OUT.
set -euo pipefail
src=$1; wd=$2; out=$3
mkdir -p "$wd" "$(dirname "$out")"
cp "$src" "$wd/app.js"
data=$(mktemp /tmp/fresh-perf-XXXXXX.data)
( cd "$wd" && SECONDS_TO_RUN=3 perf record -q -F 499 -g -o "$data" -- node --perf-basic-prof app.js )
perf script -i "$data" > "$out" 2>/dev/null
rm -f "$data"
sz=$(stat -c %s "$out")
if [ "$sz" -gt 5000000 ]; then gzip -6 "$out"; fi
