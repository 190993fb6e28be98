#!/bin/bash
# Control: before and after are the same source, built twice (separate binaries).
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o eventgraph_before .
go build -o eventgraph_after .
