#!/bin/bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  mkdir -p "$HERE/classes_$side"
  javac -d "$HERE/classes_$side" "$HERE/$side/StatsJob.java"
done
