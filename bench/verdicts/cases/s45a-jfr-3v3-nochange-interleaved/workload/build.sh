#!/bin/bash
# Compiles the same source twice (classes-before/, classes-after/): the program is unchanged.
set -euo pipefail
cd "$(dirname "$0")"
for side in before after; do
  rm -rf "classes-$side"; mkdir -p "classes-$side"
  javac -d "classes-$side" src/routing/RoutePlanner.java
done
