#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
rustc -C opt-level=2 -g -C force-frame-pointers=yes -o pipeline_before pipeline.rs
rustc -C opt-level=2 -g -C force-frame-pointers=yes --cfg more_smoothing -o pipeline_after pipeline.rs
