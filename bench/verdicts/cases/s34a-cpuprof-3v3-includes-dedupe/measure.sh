#!/usr/bin/env bash
# Independent share measurement (not flamediff): samples whose stack has a matching functionName.
cd "$(dirname "$0")"
python3 cpuprofshare.py '^distinctVisitors$' '^parseLine$' '^makeLog$' '^\(garbage collector\)$' \
  -- before/run-*.cpuprofile after/run-*.cpuprofile | column -t
