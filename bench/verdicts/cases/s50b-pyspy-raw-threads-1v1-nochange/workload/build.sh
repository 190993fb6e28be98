#!/bin/sh
# Pure Python: nothing to build. Before and after run the identical pipeline.py.
cd "$(dirname "$0")" && python3 -m py_compile pipeline.py && echo ok
