#!/usr/bin/env bash
# Pure Python (CPython 3.11); nothing to build. The variant is chosen by argv[1].
python3 --version
