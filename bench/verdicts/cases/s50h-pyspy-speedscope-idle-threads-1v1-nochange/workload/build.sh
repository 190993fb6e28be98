#!/bin/bash
# Pure Python (CPython 3.11); nothing to build. Same script and input both sides.
python3 --version
