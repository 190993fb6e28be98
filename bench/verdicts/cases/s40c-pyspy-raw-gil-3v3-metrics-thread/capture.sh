#!/bin/bash
# Captures 3 before + 3 after py-spy raw profiles (GIL-holding samples only).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(pyenv which python3 2>/dev/null || command -v python3)}"
RATE=200
DUR=6
echo "python: $PY ($("$PY" --version 2>&1))"
echo "py-spy: $(py-spy --version)"
mkdir -p "$HERE/before" "$HERE/after"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.raw.txt"
    echo "== $side run $i -> $out"
    flock /tmp/flamediff-capture.lock \
      py-spy record --format raw --gil --rate $RATE -o "$out" -- \
      "$PY" "$HERE/workload/service.py" --variant "$side" --duration $DUR
  done
done
for f in "$HERE"/before/*.raw.txt "$HERE"/after/*.raw.txt; do
  sz=$(stat -c %s "$f"); echo "$f $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -f "$f"; fi
done
