#!/bin/bash
# Nothing to compile: both sides run the same sales.js with the same node binary and arguments.
set -euo pipefail
cd "$(dirname "$0")"
node --version
node --check sales.js
sha256sum sales.js
