#!/bin/bash
# Capture for s24b-pprof-3v3-control-hog. Same binary and arguments both sides; after runs have a CPU hog on CPU 1.
# Order b1 a1 b2 a2 b3 a3. Each run (and its hog) holds /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24b-docpack; rm -rf $B; mkdir -p $B
go version; nproc
cp "$W/main.go" "$W/go.mod" $B/ && (cd $B && go build -o docpack .)
for i in 1 2 3; do
  for side in before after; do
    exec 9>/tmp/flamediff-capture.lock; flock 9
    hog=""
    if [ $side = after ]; then
      taskset -c 1 nice -n 0 sh -c 'while :; do :; done' & hog=$!
      sleep 0.5
    fi
    t0=$(date +%s.%N)
    out=$($B/docpack -docs 3500 -cpuprofile "$C/$side/run-$i.pb.gz")
    t1=$(date +%s.%N)
    hogcpu=""
    if [ -n "$hog" ]; then hogcpu="hog cpu $(ps -o time= -p $hog)"; kill $hog; wait $hog 2>/dev/null || true; fi
    flock -u 9; exec 9>&-
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  $hogcpu  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
