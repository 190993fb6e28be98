#!/bin/bash
# Case s28c-gopprof-1v1-logfilter: Go runtime/pprof (default 100 Hz), 1 run per side.
set -e
C=$(cd "$(dirname "$0")" && pwd)
B=/tmp/s28c/go1
for v in before after; do
  mkdir -p $B$v && cp $C/workload/$v/main.go $B$v/
  (cd $B$v && { [ -f go.mod ] || go mod init logfilter; } && go build -o logfilter .)
done
go version
for i in 1; do
  for v in before after; do
    echo "== $v run-$i"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" flock /tmp/flamediff-capture.lock \
      $B$v/logfilter -batches 55 -cpuprofile $C/$v/run-$i.pb.gz | tail -2
  done
done
