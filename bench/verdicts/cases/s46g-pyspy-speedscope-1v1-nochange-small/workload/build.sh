#!/bin/bash
# Nothing to build: same inventory.py is run for before and after (CPython 3.11).
python3 --version
