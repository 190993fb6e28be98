#!/bin/bash
# Rerunnable capture for s36c-cpuprof-3v3-nochange-moved-checkout. Order: b1, a1, b2, a2, b3, a3.
# Identical code on both sides; the "after" runs execute the repository from another checkout path.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=/tmp/s36c-ci
declare -A CHECKOUT=( [before]=$ROOT/agent-1/work/textstats [after]=$ROOT/agent-7/_work/checkouts/textstats-main )
echo "node $(node --version)"
rm -rf "$ROOT"
for side in before after; do
  mkdir -p "${CHECKOUT[$side]}"; cp -r "$HERE/workload/$side/." "${CHECKOUT[$side]}/"
  echo "$side checkout: ${CHECKOUT[$side]}"
done
mkdir -p "$HERE/before" "$HERE/after"
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    rm -f "$HERE/$side/run-$i.cpuprofile" "$HERE/$side/run-$i.cpuprofile.gz"
    (cd "${CHECKOUT[$side]}" && flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-dir="$HERE/$side" --cpu-prof-name="run-$i.cpuprofile" main.js 20 | cut -c1-80)
    sz=$(stat -c %s "$HERE/$side/run-$i.cpuprofile")
    if [ "$sz" -gt 204800 ]; then gzip -9n "$HERE/$side/run-$i.cpuprofile"; fi
    ls -l "$HERE/$side/" | grep "run-$i\."
  done
done
rm -rf "$ROOT"
