#!/bin/bash
# Nothing to build: before/etl.py and after/etl.py run directly under CPython 3.11.
# after/etl.py adds canonical_bytes() + fingerprint_record() (hashlib sha256 + blake2b) called once per record.
set -euo pipefail
cd "$(dirname "$0")"
diff before/etl.py after/etl.py || true
