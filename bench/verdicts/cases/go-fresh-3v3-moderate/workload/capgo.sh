#!/usr/bin/env bash
# capgo.sh CHANGE OUT_PPROF : one 3 s run of the ledger binary with a CPU profile.
set -euo pipefail
mkdir -p "$(dirname "$2")"
env GOMAXPROCS=2 /tmp/fresh-go/ledger -change "$1" -seconds 3 -o "$2"
