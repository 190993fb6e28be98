#!/usr/bin/env bash
# Records 2 before runs and 4 after runs of accesslog with py-spy (raw/collapsed format, 100 Hz).
# Order: b1 a1 b2 a2 a3 a4. The variant under test is copied to one fixed path
# (/tmp/s37c-pyapp/app.py) before each run, so frame file names are identical on both sides.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
APPDIR=/tmp/s37c-pyapp
SECONDS_PER_RUN=12
PY="$(pyenv which python3 2>/dev/null || command -v python3)"
"$PY" --version; py-spy --version
mkdir -p "$APPDIR"
rm -f "$HERE"/before/* "$HERE"/after/*
cd "$APPDIR"
for run in before:1 after:1 before:2 after:2 after:3 after:4; do
  side=${run%%:*}; i=${run##*:}
  echo "== $side run-$i"
  cp "$HERE/workload/$side/app.py" "$APPDIR/app.py"
  flock /tmp/flamediff-capture.lock \
    py-spy record -r 100 --format raw -o "$HERE/$side/run-$i.raw.txt" -- "$PY" "$APPDIR/app.py" "$SECONDS_PER_RUN"
done
ls -la "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
