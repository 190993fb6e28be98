#!/bin/bash
# Builds before (default) and after (-tags after) from the same tree; only
# process_before.go / process_after.go differ.
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o contactsvc_before .
go build -tags after -o contactsvc_after .
