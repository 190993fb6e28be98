#!/bin/bash
# before: dedup_tokens uses a HashSet; after (--cfg feature_quadratic): Vec::contains per element.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HERE/bin"
rustc --edition 2021 -C opt-level=2 -g -C force-frame-pointers=yes -o "$HERE/bin/dedup_before" "$HERE/src/main.rs"
rustc --edition 2021 -C opt-level=2 -g -C force-frame-pointers=yes --cfg feature_quadratic -o "$HERE/bin/dedup_after" "$HERE/src/main.rs"
