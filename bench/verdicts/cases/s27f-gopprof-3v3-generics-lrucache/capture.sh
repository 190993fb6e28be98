#!/bin/bash
# Rerunnable capture: runtime/pprof CPU profile (in-program, -cpuprofile), 3 s per run,
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. Binaries built as workload/bin/<side>/lrudemo.
set -e
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/go/bin
go version
for side in before after; do
  (cd workload/$side && go build -trimpath -o ../bin/$side/lrudemo .)
done
mkdir -p before after
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i $(date +%T)"
    LRU_STATS=1 flock /tmp/flamediff-capture.lock workload/bin/$side/lrudemo -seconds 3 -cpuprofile $side/run-$i.pb.gz
  done
done
echo "== culprit: Cache.Get, both instantiations (own measurement)"
python3 workload/measure_share.py '^main\.\(\*Cache\[.*\]\)\.Get\b' before/*.pb.gz after/*.pb.gz
echo "== Cache[string,[]int].Get"
python3 workload/measure_share.py '^main\.\(\*Cache\[go\.shape\.string,.*\]\)\.Get\b' before/*.pb.gz after/*.pb.gz
echo "== Cache[int,float64].Get"
python3 workload/measure_share.py '^main\.\(\*Cache\[go\.shape\.int,.*\]\)\.Get\b' before/*.pb.gz after/*.pb.gz
echo "== Cache.Put, both (unchanged)"
python3 workload/measure_share.py '^main\.\(\*Cache\[.*\]\)\.Put\b' before/*.pb.gz after/*.pb.gz
echo "== main.score (unchanged)"
python3 workload/measure_share.py '^main\.score\b' before/*.pb.gz after/*.pb.gz
