#!/bin/bash
# before = orders.py as is; after = same file with VALIDATE_PER_STAGE = True
# (validate_order is then called 4x per order: after parsing and before each of 3 stages).
set -euo pipefail
cd "$(dirname "$0")"
cp orders.py orders_before.py
sed 's/^VALIDATE_PER_STAGE = False$/VALIDATE_PER_STAGE = True/' orders.py > orders_after.py
grep -q '^VALIDATE_PER_STAGE = True$' orders_after.py
python3 -m py_compile orders_before.py orders_after.py
