#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -fno-inline-functions-called-once -fno-inline-small-functions -fno-ipa-cp -fno-ipa-sra"
gcc $CFLAGS -o ledger_before ledger.c
gcc $CFLAGS -DVERIFY_PASS -o ledger_after ledger.c
