#!/bin/bash
# Builds the (single, unchanged) program into classes-<side>/ ; both sides compile the same source.
set -euo pipefail
cd "$(dirname "$0")"
side=${1:-before}
rm -rf "classes-$side"; mkdir -p "classes-$side"
javac -d "classes-$side" src/logstats/LogStats.java
