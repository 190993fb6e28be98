#!/bin/bash
# Control: the same Java job on both sides, only the RNG seed differs (11 before, 12 after).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SCR=/tmp/s43b/jfr
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
java -version 2>&1
rm -rf "$SCR/classes"
javac -d "$SCR/classes" "$HERE/workload/src/com/example/inventory/InventoryJob.java"
declare -A SEED=([before]=11 [after]=12)
for side in before after; do
  out="$HERE/$side/run-1.jfr"
  echo "== $side seed=${SEED[$side]}"
  flock /tmp/flamediff-capture.lock \
    java -XX:StartFlightRecording=settings=profile,filename="$out",dumponexit=true \
         -cp "$SCR/classes" com.example.inventory.InventoryJob "${SEED[$side]}" 4
  [ -s "$out" ] || { echo "empty $out"; exit 1; }
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; fi
  ls -l "$HERE/$side/"
done
