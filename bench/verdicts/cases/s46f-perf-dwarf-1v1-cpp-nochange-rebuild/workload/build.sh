#!/bin/bash
# Builds the same source twice (router_before, router_after); identical flags.
set -euo pipefail
cd "$(dirname "$0")"
for side in before after; do
  g++ -O2 -g -o "router_$side" router.cpp
done
