#!/bin/bash
# Nothing to build: node runs workload/invoice_batch.cjs directly (JIT).
# (.cjs because /work/main/package.json sets "type": "module".)
node --version
