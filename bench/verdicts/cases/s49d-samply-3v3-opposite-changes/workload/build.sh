#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
RF="-C opt-level=2 -C debuginfo=2 -C force-frame-pointers=yes"
rustc --edition 2021 $RF -o indexer_before indexer.rs
rustc --edition 2021 $RF --cfg after -o indexer_after indexer.rs
