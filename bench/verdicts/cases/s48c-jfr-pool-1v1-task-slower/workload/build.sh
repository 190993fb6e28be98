#!/bin/bash
# Builds before (Config.VERIFY_ENRICH=false) and after (true) into /tmp/s48c/jfr/{before,after}.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
OUT=${OUT:-/tmp/s48c/jfr}
for side in before after; do
  v=false; [ "$side" = after ] && v=true
  mkdir -p "$OUT/$side/src/ledger" "$OUT/$side/classes"
  cp "$D/src/ledger/LedgerBatch.java" "$OUT/$side/src/ledger/"
  printf 'package ledger;\n\nfinal class Config {\n    static final boolean VERIFY_ENRICH = %s;\n}\n' "$v" > "$OUT/$side/src/ledger/Config.java"
  javac -d "$OUT/$side/classes" "$OUT/$side/src/ledger/"*.java
done
