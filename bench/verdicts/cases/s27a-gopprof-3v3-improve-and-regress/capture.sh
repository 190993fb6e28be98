#!/usr/bin/env bash
# Builds both variants and captures a runtime/pprof CPU profile of the whole run
# (StartCPUProfile at the top of main, default 100 Hz), 3 runs a side,
# interleaved b1 a1 b2 a2 b3 a3, each run under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
LOCK=/tmp/flamediff-capture.lock
GO=/usr/local/go/bin/go
ARGS="-n 400000 -passes 8"
rm -f before/*.pb.gz after/*.pb.gz
echo "$($GO version)"
for side in before after; do
  (cd workload/$side && $GO vet . && $GO build -o telemetry .)
done
b=$(workload/before/telemetry -n 100000 -passes 2 | md5sum); a=$(workload/after/telemetry -n 100000 -passes 2 | md5sum)
echo "output check: before $b | after $a"
[ "$b" = "$a" ] || { echo "outputs differ" >&2; exit 1; }
for i in 1 2 3; do
  for side in before after; do
    flock "$LOCK" bash -c 'start=$(date +%s%N)
      "$1" $2 -cpuprofile "$3" >/dev/null
      echo "$4 run-$5: wall $(( ($(date +%s%N) - start) / 1000000 )) ms"' _ \
      "$CASE/workload/$side/telemetry" "$ARGS" "$CASE/$side/run-$i.pb.gz" "$side" "$i"
  done
done
python3 workload/share_pprof.py '^main\.parseReading\b,^main\.formatRow\b,^main\.process\b,^main\.generate\b,^runtime\.mallocgc\b,^runtime\.gcBgMarkWorker\b' \
  before/run-*.pb.gz after/run-*.pb.gz
