#!/bin/bash
# Builds before/ and after/ Ledger.class from Ledger.java.in.
# before: settle() runs 12 rounds per entry; after: 18 rounds (the extra 6 are
# "re-mixing" rounds whose result is never accumulated: +50% settle work, same output).
set -e
cd "$(dirname "$0")"
for side in before after; do
  rounds=12; [ "$side" = after ] && rounds=18
  mkdir -p "build_$side"
  sed "s/SETTLE_ROUNDS/$rounds/" Ledger.java.in > "build_$side/Ledger.java"
  javac -d "build_$side" "build_$side/Ledger.java"
done
