"""Small order-processing workload: parse_row, enrich_row, tally_rows do the work.
Usage: python3 orders.py before|after [rows] [seed]
In 'after', enrich_row additionally calls the new helper row_fingerprint() per row
(a hashlib.sha256 digest of the row), everything else is identical."""
import hashlib
import random
import sys

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
ROWS = int(sys.argv[2]) if len(sys.argv) > 2 else 60000
SEED = int(sys.argv[3]) if len(sys.argv) > 3 else 11


def make_rows(rng, n):
    return ["%d|%s|%d|%.2f" % (i, rng.choice("ABCDEFGH") * 3, rng.randrange(1, 9), rng.random() * 100)
            for i in range(n)]


def parse_row(line):
    oid, sku, qty, price = line.split("|")
    return {"id": int(oid), "sku": sku, "qty": int(qty), "price": float(price)}


def row_fingerprint(row):
    return hashlib.sha256(b"%d:%s" % (row["id"], row["sku"].encode())).hexdigest()


def enrich_row(row):
    total = 0.0
    for k in range(24):
        total += (row["price"] * (k + 1)) % 7.0
    row["score"] = total
    row["band"] = "hi" if total > 80 else "lo"
    if VARIANT == "after":
        row["fp"] = row_fingerprint(row)
    return row


def tally_rows(rows):
    by_sku = {}
    for r in rows:
        acc = by_sku.setdefault(r["sku"], [0, 0.0])
        acc[0] += r["qty"]
        acc[1] += r["qty"] * r["price"]
    return sorted(by_sku.items())


def main():
    rng = random.Random(SEED)
    lines = make_rows(rng, ROWS)
    out = 0.0
    for rep in range(3):
        rows = [enrich_row(parse_row(l)) for l in lines]
        for sku, (q, v) in tally_rows(rows):
            out += q + v
    print(VARIANT, ROWS, round(out, 2))


if __name__ == "__main__":
    main()
