#!/bin/bash
# One capture: start server-$1, start the load generator, fetch a 6 s CPU profile the way
# users do (curl the pprof endpoint) while the load runs, then stop everything.
# Must be run under the capture lock: flock /tmp/flamediff-capture.lock ./one-run.sh SIDE OUT
set -euo pipefail
side=$1 out=$2
cd "$(dirname "$0")"
PORT=6061
./bin/server-$side -addr 127.0.0.1:$PORT 2>server.log &
srv=$!
trap 'kill $srv 2>/dev/null || true; wait $srv 2>/dev/null || true' EXIT
for i in $(seq 50); do curl -sf -o /dev/null http://127.0.0.1:$PORT/api/items?size=1 && break; sleep 0.1; done
./bin/loadgen -base http://127.0.0.1:$PORT -workers 4 -duration 9s &
lg=$!
sleep 1.5
curl -sS -o "$out" "http://127.0.0.1:$PORT/debug/pprof/profile?seconds=6"
wait $lg
echo "$side -> $out ($(stat -c %s "$out") bytes)"
