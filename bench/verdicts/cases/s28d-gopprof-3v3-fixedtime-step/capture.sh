#!/bin/bash
# 3 before / 3 after Go runtime/pprof CPU profiles of a fixed 3 s serving loop, interleaved.
set -e
cd "$(dirname "$0")"
go version
mkdir -p build
for v in before after; do (cd workload/$v && go build -o ../../build/checkout-$v .); done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i"
    flock /tmp/flamediff-capture.lock ./build/checkout-$v -dur 3s -cpuprofile $v/run-$i.pb.gz
  done
done
rm -rf build
ls -l before after
