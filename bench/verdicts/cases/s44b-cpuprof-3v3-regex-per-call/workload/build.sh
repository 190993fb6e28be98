#!/bin/bash
# Nothing to compile: before/app.js and after/app.js are run directly with node.
# The only difference is isValidSku (module-level RegExp constant vs new RegExp(SKU_PATTERN) per call).
set -euo pipefail
cd "$(dirname "$0")"
diff before/app.js after/app.js || true
