#!/usr/bin/env bash
# Builds the single program used on both sides (no source change in this control case).
set -euo pipefail
cd "$(dirname "$0")"
go build -o logroll .
