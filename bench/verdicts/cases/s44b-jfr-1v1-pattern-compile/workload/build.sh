#!/bin/bash
# before: parseLine uses the static final Pattern LINE; after: parseLine calls Pattern.compile(LINE_REGEX) per line.
set -euo pipefail
cd "$(dirname "$0")"
for side in before after; do
  rm -rf "$side/classes"; mkdir -p "$side/classes"
  javac -d "$side/classes" "$side/AccessLogReport.java"
done
diff before/AccessLogReport.java after/AccessLogReport.java || true
