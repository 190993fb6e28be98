#!/bin/bash
# Nothing to compile (Node 20). before/server.js and after/server.js differ only in handleOrder.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
node --version
diff "$D/before/server.js" "$D/after/server.js" || true
for s in before after; do node "$D/$s/server.js" 2000; done
