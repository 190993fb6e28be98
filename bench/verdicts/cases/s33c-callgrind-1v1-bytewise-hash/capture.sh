#!/bin/bash
# Case s33c-callgrind-1v1-bytewise-hash: valgrind --tool=callgrind (Ir), one run per side.
set -euo pipefail
cd "$(dirname "$0")"
gcc --version | head -1; valgrind --version
make -C workload clean all
for side in before after; do
  echo "== $side run-1 $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    valgrind --tool=callgrind --callgrind-out-file="$side/callgrind.out.1" "workload/agg-$side" 40000
done
