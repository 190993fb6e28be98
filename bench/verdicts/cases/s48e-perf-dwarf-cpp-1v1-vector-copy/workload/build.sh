#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
g++ -O2 -g -o pipeline_before pipeline.cpp
g++ -O2 -g -DCLASSIFY_BY_VALUE -o pipeline_after pipeline.cpp
