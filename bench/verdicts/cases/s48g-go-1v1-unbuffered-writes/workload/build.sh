#!/bin/bash
# Builds the before (bufio.Writer) and after (-tags unbuffered: direct os.File.Write) binaries.
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -trimpath -o telemetry_before .
go build -trimpath -tags unbuffered -o telemetry_after .
