"""Stage functions for app.py (imported from the script's directory)."""
import hashlib
import json
import random
import zlib


def make_batch(seed, n=400):
    rng = random.Random(seed)
    return [{"id": seed * n + i,
             "sensor": "s%03d" % rng.randrange(200),
             "temp": round(rng.gauss(21.0, 4.0), 3),
             "hum": round(rng.uniform(20, 90), 2),
             "tags": [rng.choice("abcdefgh") * rng.randrange(1, 6) for _ in range(4)]}
            for i in range(n)]


def encode_batch(batch):
    return json.dumps(batch, separators=(",", ":")).encode()


def parse_and_aggregate(blob, acc):
    for rec in json.loads(blob):
        s = acc.setdefault(rec["sensor"], [0, 0.0, 0.0])
        s[0] += 1
        s[1] += rec["temp"]
        s[2] += rec["hum"]
    return acc


def pack(blob):
    packed = zlib.compress(blob, 6)
    return packed, hashlib.sha256(packed).hexdigest()


def summarise(acc):
    rows = sorted((v[1] / v[0], k) for k, v in acc.items() if v[0])
    return rows[:5], rows[-5:]
