#!/bin/bash
# Go runtime/pprof CPU profile (-cpuprofile flag in the program), 3 runs per side,
# interleaved b1 a1 b2 a2 b3 a3, each under the shared capture lock.
# before: writeSettlements writes through a 64 KiB bufio.Writer.
# after (-tags unbuffered): writeSettlements calls (*os.File).Write once per record.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s49f-pprof}
N=200000; BATCHES=10
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version) $(uname -r)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    rm -f "$out"
    echo "== capture $side run $i (load: $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" "$HERE/workload/ledger_$side" -n $N -batches $BATCHES \
        -out "$TMP/ledger-$side.txt" -cpuprofile "$out" ) 2>&1
    go tool pprof -top "$out" 2>/dev/null | grep -E '^(Duration|Showing)' || true
  done
done
rm -f "$TMP"/ledger-*.txt
echo "== done $(date -u +%FT%TZ)"
