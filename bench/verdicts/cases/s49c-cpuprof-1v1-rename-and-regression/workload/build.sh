#!/bin/bash
# before: formatRow, TAX_PASSES=5; after: renderRow (same body), TAX_PASSES=7.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
sed -e 's/\bROW_FN\b/formatRow/g' -e 's/^const crypto = /const TAX_PASSES = 5;\nconst crypto = /' "$D/report.template.js" > "$D/report_before.cjs"
sed -e 's/\bROW_FN\b/renderRow/g' -e 's/^const crypto = /const TAX_PASSES = 7;\nconst crypto = /' "$D/report.template.js" > "$D/report_after.cjs"
