#!/bin/bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  mkdir -p "$HERE/$side/classes"
  javac -d "$HERE/$side/classes" "$HERE/$side/LedgerIngest.java"
done
