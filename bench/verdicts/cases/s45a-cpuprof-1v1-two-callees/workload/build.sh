#!/bin/bash
# Nothing to compile: syntax-check both variants (capture.sh copies each to a fixed path before its run).
set -euo pipefail
cd "$(dirname "$0")"
node --check src-before/invoice.js
node --check src-after/invoice.js
