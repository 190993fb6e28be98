#!/bin/bash
# Nothing to compile: before/app.js and after/app.js are run directly with node.
# The only difference: WEIGHT_LEN 40 -> 52 (zero-padded weight/feature vectors), so
# scoreRecords' inner dot-product loop does 30% more iterations; output identical.
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
diff "$W/before/app.js" "$W/after/app.js" || true
