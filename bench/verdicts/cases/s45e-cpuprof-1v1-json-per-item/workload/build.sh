#!/bin/bash
# Generates the two variants; only the CACHE-KEY line in buildLineIndex differs.
set -euo pipefail
cd "$(dirname "$0")"
cp orders.cjs orders_before.cjs
sed "s|const key = item.id + '#' + item.rev; // CACHE-KEY|const key = JSON.stringify(item); // CACHE-KEY|" orders.cjs > orders_after.cjs
! diff orders_before.cjs orders_after.cjs >/dev/null || { echo "variants identical" >&2; exit 1; }
