#!/bin/bash
# Builds the same source twice (before/after are identical programs).
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o pool_before .
go build -o pool_after .
