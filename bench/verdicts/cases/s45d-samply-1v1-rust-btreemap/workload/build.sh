#!/bin/bash
# before: HashMap catalog index; after: BTreeMap catalog index (--cfg btree_index).
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
FLAGS="--edition 2021 -C opt-level=2 -C debuginfo=2 -C force-frame-pointers=yes"
rustc $FLAGS -o "$W/catalog_before" "$W/catalog.rs"
rustc $FLAGS --cfg btree_index -o "$W/catalog_after" "$W/catalog.rs"
