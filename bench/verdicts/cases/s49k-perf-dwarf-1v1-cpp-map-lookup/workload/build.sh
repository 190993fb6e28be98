#!/bin/bash
# Before: lookup_unit_price searches a std::unordered_map catalog.
# After (-DUSE_ORDERED_CATALOG): the same catalog is a std::map, so the lookup is an _Rb_tree search.
set -euo pipefail
cd "$(dirname "$0")"
g++ -O2 -g -o orders_before orders.cpp
g++ -O2 -g -DUSE_ORDERED_CATALOG -o orders_after orders.cpp
