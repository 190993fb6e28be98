#!/bin/bash
# before = server.cjs; after = same file with CLONE_CONFIG = true
# (requestConfig then deep-copies CONFIG with JSON.parse(JSON.stringify(...)) per request).
set -euo pipefail
cd "$(dirname "$0")"
cp server.cjs server_before.cjs
sed 's/^const CLONE_CONFIG = false;/const CLONE_CONFIG = true;/' server.cjs > server_after.cjs
grep -q '^const CLONE_CONFIG = true;' server_after.cjs
node --check server_before.cjs && node --check server_after.cjs
