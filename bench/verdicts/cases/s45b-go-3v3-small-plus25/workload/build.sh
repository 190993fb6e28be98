#!/bin/bash
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  (cd "$W/$side" && [ -f go.mod ] || (cd "$W/$side" && go mod init sensorjob >/dev/null 2>&1); cd "$W/$side" && go build -o "$W/sensorjob_$side" .)
done
