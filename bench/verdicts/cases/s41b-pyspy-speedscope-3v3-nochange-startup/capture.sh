#!/bin/bash
# Control: same program, same work, only --seed differs. 3 py-spy speedscope runs per side.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
mkdir -p /tmp/s41b/startup
py-spy --version; $PY --version
$PY -c "import networkx, jinja2, jsonschema; print('networkx', networkx.__version__, 'jinja2', jinja2.__version__)"
$PY -c "import importlib.metadata as m; print('jsonschema', m.version('jsonschema'))"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
declare -A BASE=([before]=100 [after]=200)
for i in 1 2 3; do
  for side in before after; do
    seed=$(( ${BASE[$side]} + i ))
    echo "== $side run-$i seed=$seed"
    flock /tmp/flamediff-capture.lock py-spy record --format speedscope -r 500 \
      -o "$HERE/$side/run-$i.speedscope.json" -- $PY "$HERE/workload/report_job.py" --seed "$seed" 2>&1
    sz=$(stat -c %s "$HERE/$side/run-$i.speedscope.json"); echo "   bytes=$sz"
    [ "$sz" -gt 204800 ] && gzip -f "$HERE/$side/run-$i.speedscope.json"
  done
done
