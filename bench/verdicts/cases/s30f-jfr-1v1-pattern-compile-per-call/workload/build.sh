#!/usr/bin/env bash
# Compile both versions into workload/<side>/classes (javac from OpenJDK 17).
set -euo pipefail
cd "$(dirname "$0")"
for side in before after; do
  rm -rf $side/classes && mkdir -p $side/classes
  javac -d $side/classes $side/src/app/*.java
done
