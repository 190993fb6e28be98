#!/bin/bash
# Builds before/ and after/ variants of LogAudit from one source (//#if BEFORE / //#if AFTER blocks).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  tag=$(echo $side | tr a-z A-Z)
  mkdir -p "$HERE/build/$side"
  awk -v keep="$tag" '
    /^\/\/#if /{ inblk=1; on=($2==keep); next }
    /^\/\/#endif/{ inblk=0; next }
    { if (!inblk || on) print }' "$HERE/LogAudit.java" > "$HERE/build/$side/LogAudit.java"
  javac -d "$HERE/build/$side" "$HERE/build/$side/LogAudit.java"
done
