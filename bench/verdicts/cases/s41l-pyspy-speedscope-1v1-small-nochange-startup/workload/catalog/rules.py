"""Compiles a set of validation rules at import time."""
import re

def _build_rules():
    pats = []
    for i in range(260):
        pats.append(re.compile(r"(?P<k%d>[a-z]{2,%d})[-_.](?P<v%d>\d{1,%d})(?:/(?:x|y|z%d))?" % (i, 3 + i % 7, i, 2 + i % 5, i)))
    return pats

RULES = _build_rules()
