#!/bin/bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT=${1:-/tmp/s45c/jcls}
rm -rf "$OUT"; mkdir -p "$OUT"
javac -d "$OUT" "$HERE/logstats/LogStats.java"
