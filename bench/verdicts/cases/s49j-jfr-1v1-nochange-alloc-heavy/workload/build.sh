#!/bin/bash
# No-change control: the same source is compiled twice, once per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  rm -rf "$HERE/$side/classes"; mkdir -p "$HERE/$side/classes"
  javac -d "$HERE/$side/classes" "$HERE/TelemetryRollup.java"
done
