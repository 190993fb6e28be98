#!/bin/bash
# before: default build; after: -tags alloc (index_after.go replaces index_before.go).
set -euo pipefail
cd "$(dirname "$0")"
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
go build -o tagstats_before .
go build -tags alloc -o tagstats_after .
