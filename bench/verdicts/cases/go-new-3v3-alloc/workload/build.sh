#!/usr/bin/env bash
# build.sh : go build (go 1.26.8, default flags) -> /tmp/cnc/go/recfmt-bin (one binary for both sides)
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd)
cd "$W" && go build -o /tmp/cnc/go/recfmt-bin .
