#!/bin/bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  (cd "$HERE/$side" && [ -f go.mod ] || (cd "$HERE/$side" && go mod init logparse >/dev/null 2>&1); cd "$HERE/$side" && go build -o "$HERE/logparse_$side" .)
done
