#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o ingest_before .
go build -tags after -o ingest_after .
