#!/bin/bash
# JFR (settings=profile), Java 17, 3 runs per side, NOT interleaved: before x3, then after x3.
# Same source and input on both sides (after is a fresh javac build of the same file).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=50; LINES=50000
JOPTS="-Xms256m -Xmx256m -XX:+UseSerialGC"
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(java -version 2>&1 | head -2 | tr '\n' ' ') load: $(cut -d' ' -f1-3 /proc/loadavg)"
for side in before after; do
  "$HERE/workload/build.sh" $side
  for i in 1 2 3; do
    out="$HERE/$side/run-$i.jfr"
    rm -f "$out" "$out.gz"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" java $JOPTS -XX:StartFlightRecording=filename="$out",settings=profile \
        -cp "$HERE/workload/classes-$side" logstats.LogStats $BATCHES $LINES ) 2>&1
    sz=$(stat -c %s "$out"); echo "jfr size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'runBatch=^logstats\.LogStats\.runBatch$' 'parse=^logstats\.LogStats\.parse$' \
  'synthesizeLine=^logstats\.LogStats\.synthesizeLine$' 'aggregate=^logstats\.LogStats\.aggregate$' 'report=^logstats\.LogStats\.report$' \
  'String.split=^java\.lang\.String\.split$' 'HashMap=^java\.util\.HashMap\.'
