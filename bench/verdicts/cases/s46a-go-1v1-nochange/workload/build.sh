#!/bin/bash
# Same source for both sides; built twice (before and after binaries are separate builds).
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o invindex_before .
go build -o invindex_after .
