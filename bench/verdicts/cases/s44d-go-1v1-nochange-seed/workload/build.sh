#!/bin/bash
# Builds routeplan_before and routeplan_after from the same source (control case).
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
GO=${GO:-/usr/lib/go-1.19/bin/go}
cd "$D"
export GOFLAGS=-mod=mod GOCACHE=${GOCACHE:-/tmp/s44d-gocache} GOPATH=${GOPATH:-/tmp/s44d-gopath}
"$GO" build -o "$D/routeplan_before" .
"$GO" build -o "$D/routeplan_after" .
