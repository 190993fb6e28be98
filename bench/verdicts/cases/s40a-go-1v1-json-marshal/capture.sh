#!/usr/bin/env bash
# Rerunnable capture for s40a-go-1v1-json-marshal.
# before: processOrders without json.Marshal; after: -marshal (json.Marshal per order in the loop).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TMP=/tmp/s40a/go-json
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "go: $(go version)"
(cd "$HERE/workload" && go build -o "$TMP/orders" .)
for side in before after; do
  flag=""; [ "$side" = after ] && flag="-marshal"
  out="$HERE/$side/run-1.pprof"
  rm -f "$out"
  echo "== $side run-1: $TMP/orders $flag -rounds 40 -orders 20000 =="
  flock /tmp/flamediff-capture.lock "$TMP/orders" $flag -rounds 40 -orders 20000 -cpuprofile "$out"
  go tool pprof -top -nodecount=12 "$out" 2>/dev/null | head -18
done
