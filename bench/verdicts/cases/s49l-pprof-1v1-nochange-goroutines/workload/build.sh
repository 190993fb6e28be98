#!/bin/bash
# Same source for both sides; "after" is just a second build of it.
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o jobpool_before .
go build -o jobpool_after .
