#!/usr/bin/env bash
# Captures 3 py-spy raw profiles per side of workload/ledger.py (after = --recheck).
# Sides are interleaved (before-1, after-1, before-2, ...); each profiled run holds the lock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(pyenv which python3.11 2>/dev/null || command -v python3)}"
BATCHES=40
RATE=200
mkdir -p "$HERE/before" "$HERE/after"
py-spy --version
"$PY" --version
echo "python: $PY"
for i in 1 2 3; do
  for side in before after; do
    extra=""
    [ "$side" = after ] && extra="--recheck"
    out="$HERE/$side/run-$i.raw.txt"
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "$side run-$i wall=%es user=%Us sys=%Ss" \
      py-spy record --format raw --rate $RATE -o "$out" -- \
      "$PY" "$HERE/workload/ledger.py" --batches $BATCHES --seed 1 $extra
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f -9 "$out"; fi
  done
done
ls -l "$HERE/before" "$HERE/after"
