#!/bin/bash
# Capture s26d-pyinstrument-3v3-asyncio: asyncio feed processor under pyinstrument 5.1.3
# (Profiler API, 1 ms interval, async_mode="disabled" as the CLI, SpeedscopeRenderer with the
# node filter off: see workload/profile_run.py), 3 runs a side interleaved b1 a1 b2 a2 b3 a3,
# each under the capture lock. Both variants run as the same path ($T/feed.py).
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s26d-pyi.XXXXXX)
trap 'rm -rf "$T"' EXIT
python3 --version
pyinstrument --version
rm -f before/run-* after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    cp "workload/$side/feed.py" "$T/feed.py"
    (cd "$T" && flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s" \
      python3 "$OLDPWD/workload/profile_run.py" "$OLDPWD/$side/run-$i.json" feed.py 20000 200)
  done
done
ls -la before after
echo "== culprit share (workload/speedscope_share.py '^enrich\\b')"
python3 workload/speedscope_share.py --top 20 '^enrich\b' before/run-*.json after/run-*.json
echo "== per-function table"
python3 workload/speedscope_share.py --table --top 20 before/run-*.json -- after/run-*.json
