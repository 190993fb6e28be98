#!/bin/bash
# Builds ledger_before (bufio.Writer) and ledger_after (-tags unbuffered: direct *os.File writes).
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -trimpath -o ledger_before .
go build -trimpath -tags unbuffered -o ledger_after .
