#!/bin/bash
# Rebuild both variants and capture 3 block profiles per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/go/bin
for v in before after; do (cd workload/$v && cp ../go.mod . && go build -o pipeline .); done
mkdir -p before after
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i $(date -u +%FT%TZ)"
    flock /tmp/flamediff-capture.lock ./workload/$v/pipeline -d 3s -o $v/run-$i.pb.gz
  done
done
python3 workload/measure.py '^main\.tokenize\b' before/run-*.pb.gz after/run-*.pb.gz
