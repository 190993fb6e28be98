#!/usr/bin/env bash
# Rerunnable capture for s37e-pyspy-raw-3v3-renamed-helper-plus-regression.
# Each side's app.py is copied to the same path (/tmp/s37e-py/app.py) before
# its run, like checking out a different commit, so file names in the frames
# are identical on both sides. Runs are interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s37e-py
BATCHES=${BATCHES:-1200}
mkdir -p "$WORK"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    cp "$CASE/workload/$side/app.py" "$WORK/app.py"
    out="$CASE/$side/run-$i.raw.txt"
    echo "== $side run $i: $(date -u +%H:%M:%S)"
    ( cd "$WORK" && /usr/bin/time -f "wall %es user %Us" \
        flock /tmp/flamediff-capture.lock \
        py-spy record -r 100 --format raw -o "$out" -- python3 app.py "$BATCHES" )
  done
done
for f in "$CASE"/before/run-*.raw.txt "$CASE"/after/run-*.raw.txt; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9n "$f"; fi
done
ls -l "$CASE"/before "$CASE"/after
python3 "$CASE/measure.py"
