#!/bin/bash
# build.sh OUT : builds the sessionagg binary (same source for before and after).
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOCACHE=${GOCACHE:-/tmp/s44c/gocache}
/usr/lib/go-1.19/bin/go build -o "$1" .
