#!/bin/bash
# Same source for both sides; rebuilt separately for "after".
set -euo pipefail
cd "$(dirname "$0")"
export GOTOOLCHAIN=local
go build -o routeplan_before .
go build -o routeplan_after .
