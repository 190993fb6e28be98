#!/bin/bash
# before: default build (sort_before.go); after: -tags slowcmp (sort_after.go).
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o catalog_before .
go build -tags slowcmp -o catalog_after .
