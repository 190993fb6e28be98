#!/bin/bash
# Capture for s25b-perfgo-server-3v3-fixed5s-price-floor. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
# Both builds are named quotesvc (in before/ and after/), as a redeploy would be.
# Per run: start the server, start the load generator (9 s), wait 2 s, perf record the server for exactly 5 s.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25b/srv-cap; mkdir -p $B/before $B/after
go version; perf --version
cd "$W"
go build -o $B/before/quotesvc ./server
go build -o $B/after/quotesvc -ldflags "-X main.historyCheck=1" ./server
go build -o $B/loadgen ./loadgen
for i in 1 2 3; do
  for side in before after; do
    $B/$side/quotesvc 2> $B/server.log & P=$!
    for k in $(seq 50); do (echo > /dev/tcp/127.0.0.1/18480) 2>/dev/null && break; sleep 0.1; done
    $B/loadgen -c 2 -d 9s > $B/loadgen.txt & L=$!
    sleep 2
    perf record -q -g -F 499 -o $B/perf.data -p $P -- sleep 5
    la=$(cut -d' ' -f1-3 /proc/loadavg)
    wait $L
    kill $P; wait $P 2>/dev/null || true
    perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-$i.perf.txt.gz"
    n=$(zcat "$C/$side/run-$i.perf.txt.gz" | grep -c -E '^\S.* cpu-clock' || true)
    echo "$side run-$i  $(cat $B/loadgen.txt)  perf samples $n  load $la  server: $(head -1 $B/server.log)"
  done
done
echo done
