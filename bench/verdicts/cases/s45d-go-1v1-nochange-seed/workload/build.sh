#!/bin/bash
# One binary for both sides (control): before = -seed 1, after = -seed 2.
set -euo pipefail
cd "$(dirname "$0")"
GOFLAGS=-mod=mod go build -o routeplan .
