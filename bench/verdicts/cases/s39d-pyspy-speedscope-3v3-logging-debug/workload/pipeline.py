"""Record pipeline workload for the logging-debug case.

Usage: python3 pipeline.py {before|after} [items]

Each item goes through parse_record -> enrich_record -> score_record.
In "after", enrich_record calls logger.debug(...) with f-string arguments
for every item.  The logger level is INFO, so the f-string is formatted
eagerly (the cost is paid in enrich_record) and logger.debug() then drops
the record after isEnabledFor() says no.  Nothing else differs.
"""
import logging
import random
import sys

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
logger = logging.getLogger("pipeline")

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
ITEMS = int(sys.argv[2]) if len(sys.argv) > 2 else 200000
DEBUG_CALL = VARIANT == "after"


def make_lines(n, seed=1234):
    rnd = random.Random(seed)
    words = ["alpha", "beta", "gamma", "delta", "omega", "kappa", "sigma"]
    return [
        "%d,%s,%s,%d,%.3f" % (i, rnd.choice(words), rnd.choice(words),
                              rnd.randint(1, 10000), rnd.random() * 100)
        for i in range(n)
    ]


def parse_record(line):
    parts = line.split(",")
    return {
        "id": int(parts[0]),
        "kind": parts[1],
        "tag": parts[2],
        "count": int(parts[3]),
        "weight": float(parts[4]),
    }


def enrich_record(rec):
    rec["key"] = rec["kind"] + ":" + rec["tag"]
    rec["norm"] = rec["weight"] / (1.0 + rec["count"] % 97)
    rec["flags"] = [c for c in rec["key"] if c in "aeiou"]
    if DEBUG_CALL:
        logger.debug(f"enrich id={rec['id']} key={rec['key']!r} norm={rec['norm']:.6f} rec={rec!r}")
    return rec


def score_record(rec):
    s = 0.0
    for i, ch in enumerate(rec["key"]):
        s += (ord(ch) * (i + 1)) % 13
    s *= rec["norm"]
    return s + len(rec["flags"])


def run(lines):
    total = 0.0
    buckets = {}
    for line in lines:
        rec = parse_record(line)
        rec = enrich_record(rec)
        sc = score_record(rec)
        total += sc
        buckets[rec["kind"]] = buckets.get(rec["kind"], 0) + 1
    return total, buckets


def main():
    lines = make_lines(ITEMS)
    total, buckets = run(lines)
    logger.info("variant=%s items=%d total=%.3f buckets=%d", VARIANT, ITEMS, total, len(buckets))


if __name__ == "__main__":
    main()
