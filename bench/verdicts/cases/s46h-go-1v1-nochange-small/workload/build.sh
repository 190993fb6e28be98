#!/bin/bash
# Same source built twice (before/after are identical programs).
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GO111MODULE=off
go build -o logagg_before main.go
go build -o logagg_after main.go
