#!/usr/bin/env bash
# Records orderbatch under `perf record -F 999 -g node --perf-basic-prof app.js`,
# 3 runs per side interleaved b1 a1 b2 a2 b3 a3. The variant is copied to one fixed
# path (/tmp/s37c-nodeapp/app.js) before each run so JS frame names carry the same file.
# `perf script` runs right after each record, while /tmp/perf-<pid>.map still exists.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
APPDIR=/tmp/s37c-nodeapp
SECS=10
node --version; perf --version
mkdir -p "$APPDIR"
rm -f "$HERE"/before/* "$HERE"/after/*
cd "$APPDIR"
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    cp "$HERE/workload/$side/app.js" "$APPDIR/app.js"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$APPDIR/$side-$i.data" node --perf-basic-prof app.js "$SECS"
    perf script -i "$APPDIR/$side-$i.data" 2>"$APPDIR/$side-$i.script.err" | gzip -9n > "$HERE/$side/run-$i.perf.txt.gz"
    head -3 "$APPDIR/$side-$i.script.err" || true
  done
done
ls -la "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
