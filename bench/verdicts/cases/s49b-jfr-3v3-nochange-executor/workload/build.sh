#!/bin/bash
# Compiles the same OrderPipeline.java twice (before/after are identical programs).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  rm -rf "$HERE/build/$side"; mkdir -p "$HERE/build/$side"
  javac -d "$HERE/build/$side" "$HERE/OrderPipeline.java"
done
