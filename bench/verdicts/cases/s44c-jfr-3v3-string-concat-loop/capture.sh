#!/bin/bash
# JFR (settings=profile), OpenJDK 17, 3 runs per side interleaved b1 a1 b2 a2 b3 a3.
# before: buildReport uses a StringBuilder; after: it concatenates with += in the loop.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44c/jfr}
DAYS=110; PER=60000; SEED=5
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(java -version 2>&1 | head -2 | tr '\n' ' ')"
"$HERE/workload/build.sh" "$TMP"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.jfr"
    rm -f "$out" "$out.gz"
    echo "== capture $side run $i"
    ( time flock "$LOCK" java -Xms768m -Xmx768m \
        -XX:StartFlightRecording=filename="$out",settings=profile \
        -cp "$TMP/$side" Invoicing $DAYS $PER $SEED ) 2>&1 | grep -v -E '^\s*$'
    sz=$(stat -c %s "$out"); echo "jfr size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
rm -rf "$TMP"
echo "== shares (workload/share.py over jdk.ExecutionSample, inclusive % of samples)"
python3 "$HERE/workload/share.py" jfr 'Invoicing\.buildReport\b|||Invoicing\.topSku\b|||StringConcatHelper|||Unsafe\.allocateUninitializedArray|||String\.getBytes|||Invoicing\.aggregate\b|||Invoicing\.generateOrders\b|||Invoicing\.applyTaxAndDiscounts\b|||Invoicing\.checksum\b' \
  "$HERE"/before/run-*.jfr* "$HERE"/after/run-*.jfr*
echo "== done $(date -u +%FT%TZ)"
