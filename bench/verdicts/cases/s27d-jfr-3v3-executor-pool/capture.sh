#!/bin/bash
# Compiles the before/after BatchJobs and captures 3 interleaved JFR runs per
# side (b1 a1 b2 a2 b3 a3), each under the shared capture lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=$CASE/workload
ROUNDS=${ROUNDS:-900}
mkdir -p "$CASE/before" "$CASE/after"
for side in before after; do
  rm -rf "$W/build/$side"; mkdir -p "$W/build/$side"
  javac -d "$W/build/$side" "$W/$side/BatchJobs.java"
done
echo "java: $(java -version 2>&1 | head -1)"
echo "(wall times below include waiting for the shared capture lock)"
for i in 1 2 3; do
  for side in before after; do
    out="$CASE/$side/run-$i.jfr"
    rm -f "$out"
    echo "== $side run-$i"
    /usr/bin/time -f "wall %e s, user %U s" \
      flock /tmp/flamediff-capture.lock \
      java -XX:StartFlightRecording=filename="$out",settings=profile \
           -cp "$W/build/$side" BatchJobs "$ROUNDS" 2>&1
    ls -l "$out"
  done
done
echo "== shares (workload/share.py)"
python3 "$W/share.py" '^AccessLogJob\.parseLine\b,^AccessLogJob\.call\b,^LedgerJob\.call\b,^ThumbnailJob\.call\b,^java\.net\.URLDecoder\.decode\b,^java\.lang\.String\.toLowerCase\b' \
  "$CASE"/before/run-*.jfr "$CASE"/after/run-*.jfr | tee "$W/shares.tsv"
