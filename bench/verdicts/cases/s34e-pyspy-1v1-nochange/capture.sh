#!/bin/bash
# Control: the same script with the same arguments run twice, one py-spy raw
# (folded) profile each at the default rate (100 Hz), each run under the shared
# capture lock. Output: before/run-1.raw.txt, after/run-1.raw.txt.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
PYSPY=/root/.pyenv/shims/py-spy
B=/tmp/s34e/c5-build
rm -rf "$B" && mkdir -p "$B" && cp "$HERE"/workload/invindex.py "$B"/
cd "$B"
echo "# $(date -u +%FT%TZ) $($PY --version) $($PYSPY --version) $(uname -r)"
i=1
for side in before after; do
  echo "## $side run-$i: $PYSPY record --format raw -o $HERE/$side/run-$i.raw.txt -- $PY invindex.py"
  flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
    $PYSPY record --format raw -o "$HERE/$side/run-$i.raw.txt" -- $PY invindex.py 2>&1
done
