#!/usr/bin/env bash
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); mkdir -p /tmp/s22-go
cd "$W/svc" && go build -o /tmp/s22-go/svc .
