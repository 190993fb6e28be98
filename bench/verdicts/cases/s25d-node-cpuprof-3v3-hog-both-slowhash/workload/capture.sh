#!/bin/bash
# Capture for s25d-node-cpuprof-3v3-hog-both-slowhash. Interleaved b1 a1 b2 a2 ...; each profiled run under flock /tmp/flamediff-capture.lock.
# before: VARIANT=base, hog=yes; after: VARIANT=slowhash, hog=yes. The hog (sh busy loop) is started and killed inside the same locked command.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
node --version
for i in $(seq 1 3); do
  for side in before after; do
    if [ $side = before ]; then V=base; HOG=yes; else V=slowhash; HOG=yes; fi
    t0=$(date +%s.%N)
    out=$(flock /tmp/flamediff-capture.lock sh -c '
      if [ "$1" = yes ]; then sh -c "while :; do :; done" & H=$!; fi
      node --cpu-prof --cpu-prof-dir="$2" --cpu-prof-name=run-$3.cpuprofile "$4/batch.js" 30 $5; rc=$?
      if [ -n "$H" ]; then kill $H; fi
      exit $rc' sh $HOG "$C/$side" $i "$W" $V)
    t1=$(date +%s.%N)
    echo "$side run-$i hog=$HOG wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
