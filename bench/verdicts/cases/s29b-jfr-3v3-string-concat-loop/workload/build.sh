#!/usr/bin/env bash
# Compiles both versions into workload/{before,after}/classes (javac 17).
set -euo pipefail
cd "$(dirname "$0")"
for side in before after; do
  mkdir -p $side/classes
  javac -d $side/classes $side/CsvExport.java
done
