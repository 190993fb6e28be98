#!/bin/bash
# One py-spy raw (folded) profile per side at the default rate (100 Hz):
# before = etl.py, after = etl.py --fresh-config (normalize_record deep-copies
# the carrier config dict per record). Each run under the shared capture lock.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
PYSPY=/root/.pyenv/shims/py-spy
B=/tmp/s34e/c2-build
rm -rf "$B" && mkdir -p "$B" && cp "$HERE"/workload/etl.py "$B"/
cd "$B"
echo "# $(date -u +%FT%TZ) $($PY --version) $($PYSPY --version) $(uname -r)"
i=1
for side in before after; do
  flag=$([ $side = after ] && echo --fresh-config || true)
  echo "## $side run-$i: $PYSPY record --format raw -o $HERE/$side/run-$i.raw.txt -- $PY etl.py $flag"
  flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
    $PYSPY record --format raw -o "$HERE/$side/run-$i.raw.txt" -- $PY etl.py $flag 2>&1
done
