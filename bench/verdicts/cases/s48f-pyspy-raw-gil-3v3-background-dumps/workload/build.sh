#!/bin/bash
# Nothing to compile: pure CPython 3.11. Prints the interpreter used.
PY="${PY:-$(command -v python3)}"; "$PY" --version
