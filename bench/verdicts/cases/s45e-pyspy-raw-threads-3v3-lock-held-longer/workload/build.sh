#!/bin/bash
# Produces the two variants from ingest.py: only the SLOW_LOG constant differs,
# which selects the code path in record_result.
set -euo pipefail
cd "$(dirname "$0")"
sed 's/^SLOW_LOG = False .*/SLOW_LOG = False/' ingest.py > ingest_before.py
sed 's/^SLOW_LOG = False .*/SLOW_LOG = True/' ingest.py > ingest_after.py
