#!/bin/bash
# Nothing to build: CPython runs workload/before/order_desk.py and workload/after/order_desk.py.
# The two files differ only in the status reporter's summary function (see README.md):
diff "$(dirname "$0")/before/order_desk.py" "$(dirname "$0")/after/order_desk.py" || true
