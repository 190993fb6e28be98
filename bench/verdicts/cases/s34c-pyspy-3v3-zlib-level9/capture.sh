#!/bin/bash
# py-spy (no --native) raw/folded output at 250 Hz, python3.11, 3 runs a side interleaved,
# each under the shared lock. Both versions run from the same path (run/exporter.py) with the
# same line layout, so frame names are identical across sides.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34c/pyspy-zlib-level9
PYSPY=/root/.pyenv/shims/py-spy
PY=/usr/bin/python3
exec > >(tee "$CASE/capture.log") 2>&1
rm -rf "$WORK" && mkdir -p "$WORK/run"
cd "$WORK"
echo "# $(date -u +%FT%TZ) $(uname -r) nproc=$(nproc)"
$PYSPY --version; $PY --version; $PY -c 'import zlib; print("zlib", zlib.ZLIB_RUNTIME_VERSION)'
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "## $side run-$i"
    cp "$CASE/workload/$side/exporter.py" run/exporter.py
    cd run
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es user=%Us sys=%Ss maxrss=%MKB (py-spy + python)" \
      $PYSPY record -r 250 --format raw -o "$CASE/$side/run-$i.raw.txt" -- $PY exporter.py 6
    cd ..
  done
done
ls -l "$CASE"/before "$CASE"/after
