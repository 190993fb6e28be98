#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o logpipe_before .
go build -tags after -o logpipe_after .
