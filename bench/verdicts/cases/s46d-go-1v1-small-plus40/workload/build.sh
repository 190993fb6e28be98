#!/bin/bash
# Builds score_before and score_after from the same main.go; only scorePasses differs (5 -> 7).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  d=$(mktemp -d /tmp/s46d-go-XXXX)
  cp "$HERE/main.go" "$HERE/passes_common.go" "$d/"
  cp "$HERE/passes_$side.go.in" "$d/passes_side.go"
  (cd "$d" && cat > go.mod <<EOM
module stages

go 1.21
EOM
   GOFLAGS=-mod=mod go build -o "$HERE/score_$side" .)
  rm -rf "$d"
done
