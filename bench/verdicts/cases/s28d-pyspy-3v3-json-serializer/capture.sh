#!/bin/bash
# 3 before / 3 after py-spy speedscope captures, interleaved.
set -e
cd "$(dirname "$0")"
PY=$(python3 -c 'import sys; print(sys.executable)')
$PY --version; py-spy --version
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i"
    /usr/bin/time -f "wall=%es" flock /tmp/flamediff-capture.lock \
      py-spy record --format speedscope --rate 100 -o $v/run-$i.speedscope.json -- $PY workload/$v/app.py 800
  done
done
ls -l before after
