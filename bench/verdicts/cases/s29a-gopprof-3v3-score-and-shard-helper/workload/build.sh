#!/bin/sh
# Builds before/ and after/ into $OUT/{before,after}/eventagg (same binary name both sides).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-/tmp/s29a/gopprof}
for side in before after; do
  mkdir -p "$OUT/$side"
  cp "$HERE/go.mod" "$OUT/$side/go.mod"
  cp "$HERE/$side/main.go" "$OUT/$side/main.go"
  (cd "$OUT/$side" && go build -trimpath -o eventagg .)
done
