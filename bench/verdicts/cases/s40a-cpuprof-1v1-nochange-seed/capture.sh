#!/usr/bin/env bash
# Rerunnable capture for s40a-cpuprof-1v1-nochange-seed (control).
# before: --seed 11; after: --seed 97. Same program, same item count and rounds.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TMP=/tmp/s40a/node-seed
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "node: $(node --version)"
for side in before after; do
  seed=11; [ "$side" = after ] && seed=97
  out="$HERE/$side/run-1.cpuprofile"
  rm -f "$out" "$out.gz" "$TMP"/*.cpuprofile
  echo "== $side run-1: node --cpu-prof inventory.js --seed $seed --items 60000 --rounds 12 =="
  flock /tmp/flamediff-capture.lock \
    node --cpu-prof --cpu-prof-interval 1000 --cpu-prof-dir "$TMP" --cpu-prof-name "$side.cpuprofile" \
      "$HERE/workload/inventory.js" --seed "$seed" --items 60000 --rounds 12
  mv "$TMP/$side.cpuprofile" "$out"
  echo "samples: $(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1],"utf8")).samples.length)' "$out")"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; echo "gzipped $out"; fi
done
