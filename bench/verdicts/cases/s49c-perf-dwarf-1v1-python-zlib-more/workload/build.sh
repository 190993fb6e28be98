#!/bin/bash
# Produces archive_before.py (zlib level 1) and archive_after.py (zlib level 9).
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
sed 's/^COMPRESS_LEVEL = 1 .*/COMPRESS_LEVEL = 1/' "$D/archive.py" > "$D/archive_before.py"
sed 's/^COMPRESS_LEVEL = 1 .*/COMPRESS_LEVEL = 9/' "$D/archive.py" > "$D/archive_after.py"
