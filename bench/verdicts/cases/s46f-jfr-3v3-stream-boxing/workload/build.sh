#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
for side in before after; do
  rm -rf "classes_$side"; mkdir -p "classes_$side"
  javac -d "classes_$side" "$side/Inventory.java"
done
