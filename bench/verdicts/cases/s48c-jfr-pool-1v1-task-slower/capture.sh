#!/bin/bash
# One JFR recording per side (settings=profile), before then after.
# before: Config.VERIFY_ENRICH=false; after: true (enrichLine re-derives and checks half of its fields: ~+50% work).
# The three stage methods are kept out-of-line with -XX:CompileCommand=dontinline (same flags both sides), because
# with C2 inlining them into settle() JFR attributed the samples of the inlined loops to the wrong stage.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT=/tmp/s48c/jfr
BATCHES=1800; PER=2000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ)"; java -version 2>&1; uptime
OUT=$OUT "$HERE/workload/build.sh"
for side in before after; do
  f="$HERE/$side/run-1.jfr"
  rm -f "$f" "$f.gz"
  echo "== capture $side run 1"
  ( time flock /tmp/flamediff-capture.lock java -XX:CompileCommand=quiet \
      -XX:CompileCommand=dontinline,ledger.LedgerBatch::parseLine \
      -XX:CompileCommand=dontinline,ledger.LedgerBatch::enrichLine \
      -XX:CompileCommand=dontinline,ledger.LedgerBatch::scoreLine \
      "-XX:StartFlightRecording=filename=$f,settings=profile" \
      -cp "$OUT/$side/classes" ledger.LedgerBatch $BATCHES $PER ) 2>&1
  echo "jfr size $(stat -c %s "$f") bytes"
done
uptime
echo "== done $(date -u +%FT%TZ)"
