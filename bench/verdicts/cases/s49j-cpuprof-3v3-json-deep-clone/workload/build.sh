#!/bin/bash
# Generates the two variants from server.template.js. The only difference is how
# handleCreateOrder obtains its config: shared reference (before) vs a per-request
# deep clone via JSON.parse(JSON.stringify(cfg)) (after).
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
sed 's|/\*CFG_ACCESS\*/|cfg|' "$D/server.template.js" > "$D/server_before.cjs"
sed 's|/\*CFG_ACCESS\*/|JSON.parse(JSON.stringify(cfg))|' "$D/server.template.js" > "$D/server_after.cjs"
diff "$D/server_before.cjs" "$D/server_after.cjs" || true
