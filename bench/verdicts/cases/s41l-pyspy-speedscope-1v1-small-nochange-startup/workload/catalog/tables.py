"""Builds lookup tables at import time."""

def _crc_table():
    t = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (0xEDB88320 ^ (c >> 1)) if c & 1 else (c >> 1)
        t.append(c)
    return t

def _code_index():
    idx = {}
    for i in range(60000):
        idx["SKU%06d" % i] = (i * 7919) % 10007
    return idx

CRC = _crc_table()
CODES = _code_index()
