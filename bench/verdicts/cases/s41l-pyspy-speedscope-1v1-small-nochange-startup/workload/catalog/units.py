"""Unit conversion table built from text at import time."""
import decimal, fractions

_SRC = "\n".join("u%d %d/%d" % (i, i % 97 + 1, i % 13 + 1) for i in range(3000))

def _parse(src):
    out = {}
    for line in src.splitlines():
        name, ratio = line.split()
        out[name] = fractions.Fraction(ratio)
    return out

UNITS = _parse(_SRC)
ONE = decimal.Decimal(1)
