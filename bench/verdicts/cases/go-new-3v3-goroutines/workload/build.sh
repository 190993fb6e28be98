#!/usr/bin/env bash
# Builds the one binary used by both sides (the change is switched by -change).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p /tmp/cna/go2
go build -o /tmp/cna/go2/scrapeagg .
