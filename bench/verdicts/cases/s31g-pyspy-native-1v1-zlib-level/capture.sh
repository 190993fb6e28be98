#!/bin/bash
# Case s31g-pyspy-native-1v1-zlib-level: py-spy raw with --native, 200 Hz, one run per side (before then after).
set -e
cd "$(dirname "$0")"
PY=/root/.pyenv/versions/3.11.7/bin/python3
py-spy --version
for side in before after; do
  echo "== $side run-1 $(date -u +%T)"
  flock /tmp/flamediff-capture.lock py-spy record --native -r 200 -f raw -o $side/run-1.raw.txt -- $PY workload/prog_$side.py
done
ls -la before after
