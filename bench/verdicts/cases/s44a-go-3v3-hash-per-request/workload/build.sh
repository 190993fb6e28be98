#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
GO=/usr/lib/go-1.19/bin/go
export GOFLAGS=-mod=mod GOTOOLCHAIN=local
for s in before after; do (cd $s && $GO build -o ../orders_$s .); done
