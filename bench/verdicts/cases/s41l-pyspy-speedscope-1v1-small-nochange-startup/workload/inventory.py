"""Short inventory report: heavy-ish imports (stdlib + local catalog package), then three functions do the work.
Usage: inventory.py SEED. The seed changes only the data, never the amount of work."""
import sys
import argparse, asyncio, email.mime.multipart, email.mime.text, http.server, json, logging  # noqa: F401
import statistics, unittest, xml.dom.minidom, zipfile, tarfile, decimal  # noqa: F401
import catalog
from catalog.tables import CRC, CODES


def crc32(data):
    c = 0xFFFFFFFF
    for b in data:
        c = CRC[(c ^ b) & 0xFF] ^ (c >> 8)
    return c ^ 0xFFFFFFFF


def checksum_records(rng, n):
    total = 0
    for _ in range(n):
        rec = bytes(rng.getrandbits(8) for _ in range(48))
        total ^= crc32(rec)
    return total


def match_codes(rng, n):
    hits = 0
    rules = catalog.rules.RULES
    for _ in range(n):
        s = "ab%s-%d" % ("cdefg"[rng.randrange(5)], rng.randrange(1000))
        for r in rules[:12]:
            if r.match(s):
                hits += 1
    return hits


def price_lookup(rng, n):
    acc = 0
    for _ in range(n):
        acc += CODES["SKU%06d" % rng.randrange(60000)]
    return acc


def main():
    import random
    seed = int(sys.argv[1])
    rng = random.Random(seed)
    a = checksum_records(rng, 5000)
    b = match_codes(rng, 25000)
    c = price_lookup(rng, 250000)
    print("seed=%d crc=%08x hits=%d acc=%d" % (seed, a, b, c))


if __name__ == "__main__":
    main()
