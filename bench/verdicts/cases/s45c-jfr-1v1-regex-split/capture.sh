#!/bin/bash
# Java Flight Recorder (settings=profile), 1 run per side (before, then after).
# before: LineParser.parse() -> hand-written splitFields(); after: line.split("\\s*[,;]\\s*").
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
CLS=${CLS:-/tmp/s45c/jcls}
ROUNDS=35; LINES=100000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) load: $(cut -d' ' -f1-3 /proc/loadavg)"
java -version 2>&1
"$HERE/workload/build.sh" "$CLS"
for side in before after; do
  mode=tokenizer; [ "$side" = after ] && mode=regex
  out="$HERE/$side/run-1.jfr"
  rm -f "$out"
  echo "== capture $side run 1 (mode $mode)"
  ( time flock "$LOCK" java -XX:StartFlightRecording=filename="$out",settings=profile \
      -cp "$CLS" logstats.LogStats $mode $ROUNDS $LINES ) 2>&1
  echo "bytes: $(wc -c < "$out"); jdk.ExecutionSample events: $(jfr summary "$out" | awk '$1=="jdk.ExecutionSample"{print $2}')"
done
rm -rf "$CLS"
echo "== done $(date -u +%FT%TZ)"
