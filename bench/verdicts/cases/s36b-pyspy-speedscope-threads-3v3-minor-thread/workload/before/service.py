"""A small in-process service with four named worker threads.

ingest    parses incoming CSV-ish records
transform normalises and scores them
reporter  renders summary lines
auditor   (minor) checksums a sample of payloads for the audit log, then sleeps

Usage: python service.py <seconds>
"""
import random
import sys
import threading
import time

SECONDS = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
STOP = threading.Event()
START = threading.Event()
COUNTS = {}

FNV_OFFSET = 0xcbf29ce484222325
FNV_PRIME = 0x100000001b3
MASK = (1 << 64) - 1


def make_records(rng, n):
    return [f"{i},{rng.choice('ABCDEFGH')}{rng.randrange(10**6)},{rng.random():.6f},{rng.randrange(500)}" for i in range(n)]


def parse_record(line):
    idx, key, score, qty = line.split(",")
    return int(idx), key, float(score), int(qty)


def ingest(rng):
    lines = make_records(rng, 2000)
    n = 0
    while not STOP.is_set():
        for line in lines:
            parse_record(line)
        n += 1
    COUNTS["ingest"] = n


def normalise(rec):
    idx, key, score, qty = rec
    total = 0.0
    for k in range(8):
        total += (score * (k + 1) + qty) / (k + 2)
    return key.lower(), round(total, 3)


def transform(rng):
    recs = [parse_record(l) for l in make_records(rng, 2000)]
    n = 0
    while not STOP.is_set():
        for r in recs:
            normalise(r)
        n += 1
    COUNTS["transform"] = n


def render_line(i, vals):
    return "%06d %s min=%.3f max=%.3f avg=%.3f" % (i, "|".join("%.2f" % v for v in vals), min(vals), max(vals), sum(vals) / len(vals))


def reporter(rng):
    rows = [[rng.random() for _ in range(12)] for _ in range(500)]
    n = 0
    while not STOP.is_set():
        for i, row in enumerate(rows):
            render_line(i, row)
        n += 1
    COUNTS["reporter"] = n


def fnv1a64(data, seed=FNV_OFFSET):
    h = seed
    for b in data:
        h = ((h ^ b) * FNV_PRIME) & MASK
    return h


def payload_checksum(payload):
    return fnv1a64(payload)


def auditor(rng):
    payloads = [bytes(rng.randrange(256) for _ in range(2048)) for _ in range(24)]
    n = 0
    next_tick = time.monotonic()
    while not STOP.is_set():
        acc = 0
        for p in payloads:
            acc ^= payload_checksum(p)
        n += 1
        next_tick += 0.25   # audit every 250 ms
        STOP.wait(max(0.0, next_tick - time.monotonic()))
    COUNTS["auditor"] = n


def worker(fn, rng):
    START.wait()
    fn(rng)


def main():
    rng = random.Random(7)
    threads = [threading.Thread(target=worker, args=(fn, random.Random(rng.random())), name=fn.__name__)
               for fn in (ingest, transform, reporter, auditor)]
    for t in threads:
        t.start()
    time.sleep(0.2)
    START.set()
    time.sleep(SECONDS)
    STOP.set()
    for t in threads:
        t.join()
    print(" ".join(f"{k}={COUNTS[k]}" for k in sorted(COUNTS)))


if __name__ == "__main__":
    main()
