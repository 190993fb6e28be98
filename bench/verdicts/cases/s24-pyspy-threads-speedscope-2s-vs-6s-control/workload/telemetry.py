#!/usr/bin/env python3
"""telemetry: a 4-thread telemetry pipeline simulator that runs for a given duration.

Thread roles (threading, each loops until the deadline):
  ingest   - builds JSON telemetry messages and parses them back (json dumps/loads)
  rollup   - pure-Python rolling statistics over sensor windows (mean/var/percentiles)
  archive  - packs records with struct and compresses blocks with zlib
  signer   - canonicalises records and signs them (hashlib.sha256 + hmac)
Usage: telemetry.py SECONDS
"""
import hashlib
import hmac
import json
import random
import struct
import sys
import threading
import time
import zlib

KEY = b"telemetry-demo-key"


def make_record(rng, i):
    return {"dev": "sensor-%03d" % (i % 200), "seq": i, "t": 1700000000 + i * 0.25,
            "temp": round(rng.gauss(21.0, 3.0), 3), "hum": round(rng.uniform(20, 80), 2),
            "tags": ["zone%d" % (i % 7), "fw1.%d" % (i % 4)]}


def ingest_worker(deadline, out):
    rng = random.Random(1)
    n = 0
    while time.monotonic() < deadline:
        batch = [make_record(rng, n + k) for k in range(50)]
        msg = json.dumps({"batch": batch, "src": "gw-1"}, sort_keys=True)
        back = json.loads(msg)
        n += len(back["batch"])
    out["ingest"] = n


def percentile(sorted_vals, q):
    k = (len(sorted_vals) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(sorted_vals) - 1)
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * (k - lo)


def window_stats(vals):
    n = len(vals)
    mean = sum(vals) / n
    var = sum((v - mean) ** 2 for v in vals) / n
    s = sorted(vals)
    return mean, var, percentile(s, 0.5), percentile(s, 0.95), percentile(s, 0.99)


def rollup_worker(deadline, out):
    rng = random.Random(2)
    windows = 0
    acc = 0.0
    while time.monotonic() < deadline:
        vals = [rng.gauss(50, 12) for _ in range(400)]
        m, v, p50, p95, p99 = window_stats(vals)
        acc += p99 - p50
        windows += 1
    out["rollup"] = windows


def pack_block(rng, n):
    return b"".join(struct.pack("<IdffH", i, 1700000000 + i * 0.25, rng.gauss(21, 3), rng.uniform(20, 80), i % 200)
                    for i in range(n))


def archive_worker(deadline, out):
    rng = random.Random(3)
    blocks = 0
    raw = comp = 0
    while time.monotonic() < deadline:
        blk = pack_block(rng, 800)
        z = zlib.compress(blk, 6)
        raw += len(blk)
        comp += len(z)
        blocks += 1
    out["archive"] = blocks


def canonical(rec):
    return "|".join("%s=%s" % (k, rec[k]) for k in sorted(rec)).encode()


def signer_worker(deadline, out):
    rng = random.Random(4)
    n = 0
    while time.monotonic() < deadline:
        for k in range(50):
            rec = make_record(rng, n + k)
            c = canonical(rec)
            d = hashlib.sha256(c).digest()
            hmac.new(KEY, d + c, hashlib.sha256).hexdigest()
        n += 50
    out["signer"] = n


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    deadline = time.monotonic() + seconds
    out = {}
    threads = [threading.Thread(target=f, args=(deadline, out), name=f.__name__)
               for f in (ingest_worker, rollup_worker, archive_worker, signer_worker)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print("seconds=%.1f %s" % (seconds, " ".join("%s=%d" % kv for kv in sorted(out.items()))))


if __name__ == "__main__":
    main()
