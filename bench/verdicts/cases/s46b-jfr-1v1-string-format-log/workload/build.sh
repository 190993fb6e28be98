#!/bin/bash
# Builds before/ and after/ variants of OrderPipeline (they differ only in logPriced:
# after drops the isDebugEnabled() guard, so String.format runs for every order).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  mkdir -p "$HERE/$side/classes"
  javac -d "$HERE/$side/classes" "$HERE/$side/OrderPipeline.java"
done
