#!/usr/bin/env bash
# Nothing to compile: CPython runs before/pipeline.py and after/pipeline.py directly.
# Check the two builds differ only in score_record (+ the VERIFY_ROUNDS constant):
cd "$(dirname "$0")" && diff before/pipeline.py after/pipeline.py || true
