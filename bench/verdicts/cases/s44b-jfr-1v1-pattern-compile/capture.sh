#!/bin/bash
# JFR (settings=profile: jdk.ExecutionSample every 10 ms), OpenJDK 17, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=32; PER_BATCH=50000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(java -version 2>&1 | head -2 | tr '\n' ' ')"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.jfr"
    rm -f "$out" "$out.gz"
    echo "== capture $side run $i"
    ( time flock "$LOCK" java -XX:StartFlightRecording=filename="$out",settings=profile \
        -cp "$HERE/workload/$side/classes" AccessLogReport $BATCHES $PER_BATCH ) 2>&1
    sz=$(stat -c %s "$out"); echo "jfr size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== measure (jdk.ExecutionSample events)"
python3 "$HERE/measure.py" -g parseLine='^AccessLogReport\.parseLine$' \
  -g Pattern.compile='regex[./]Pattern\.(compile|<init>)$' \
  -g Pattern.matching='regex[./](Matcher\.matches|Pattern\$\w+\.match\w*)$' \
  -g generateLine='^AccessLogReport\.generateLine$' -g aggregate='^AccessLogReport\.aggregate$' \
  -g summarize='^AccessLogReport\.summarize$' \
  "$HERE"/before/run-*.jfr* "$HERE"/after/run-*.jfr*
echo "== done $(date -u +%FT%TZ)"
