"""Thread-pool report builder: parses CSV-like sales records in chunks on a
ThreadPoolExecutor, aggregates per region/product, and renders a summary."""
import random
import sys
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor

REGIONS = ["north", "south", "east", "west", "central"]
PRODUCTS = ["widget", "gadget", "doohickey", "gizmo", "sprocket", "flange", "bracket"]


def make_records(n, seed=7):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        out.append("%d,%s,%s,%d,%.2f" % (i, rnd.choice(REGIONS), rnd.choice(PRODUCTS),
                                         rnd.randint(1, 20), rnd.uniform(0.5, 99.0)))
    return out


def parse_line(line):
    rid, region, product, qty, price = line.split(",")
    return int(rid), region, product, int(qty), float(price)


def validate(rec):
    rid, region, product, qty, price = rec
    return qty > 0 and price > 0 and region in REGIONS


def aggregate_chunk(lines):
    totals = defaultdict(float)
    counts = defaultdict(int)
    for line in lines:
        rec = parse_line(line)
        if not validate(rec):
            continue
        _, region, product, qty, price = rec
        key = (region, product)
        totals[key] += qty * price
        counts[key] += qty
    return totals, counts


def merge(results):
    totals = defaultdict(float)
    counts = defaultdict(int)
    for t, c in results:
        for k, v in t.items():
            totals[k] += v
        for k, v in c.items():
            counts[k] += v
    return totals, counts


def render(totals, counts):
    rows = []
    for key in sorted(totals):
        rows.append("%-8s %-10s %12.2f %8d" % (key[0], key[1], totals[key], counts[key]))
    return "\n".join(rows)


def main():
    n = int(sys.argv[1])
    rounds = int(sys.argv[2])
    workers = int(sys.argv[3])
    records = make_records(n)
    chunk = 5000
    chunks = [records[i:i + chunk] for i in range(0, len(records), chunk)]
    digest = 0
    with ThreadPoolExecutor(max_workers=workers) as pool:
        for _ in range(rounds):
            totals, counts = merge(pool.map(aggregate_chunk, chunks))
            digest ^= hash(render(totals, counts)) & 0xFFFFFFFF
    print("records=%d rounds=%d groups=%d digest=%d" % (n, rounds, len(totals), digest))


if __name__ == "__main__":
    main()
