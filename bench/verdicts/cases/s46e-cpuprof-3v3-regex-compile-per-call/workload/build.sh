#!/bin/bash
# Nothing to compile: logstats.before.js builds LINE_RE once at module level,
# logstats.after.js builds it with new RegExp(...) inside parseLine on every call.
set -euo pipefail
cd "$(dirname "$0")"
node --check logstats.before.js && node --check logstats.after.js
diff logstats.before.js logstats.after.js || true
