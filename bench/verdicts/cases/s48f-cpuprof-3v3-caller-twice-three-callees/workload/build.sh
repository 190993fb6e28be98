#!/bin/bash
# Nothing to compile (Node.js). app_after.js differs from app_before.js only in priceOrders' cache key.
node --version
