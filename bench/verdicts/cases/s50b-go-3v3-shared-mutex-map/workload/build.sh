#!/bin/sh
# Builds the before (per-worker maps) and after (shared map under one mutex) binaries.
set -e
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o wc_before .
go build -tags shared -o wc_after .
