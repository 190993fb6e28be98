"""orders: builds a synthetic order log, parses it, prices each order,
groups by region, and renders a JSON summary. Deterministic (seeded)."""
import json
import random
import re
import sys
import zlib

LINE_RE = re.compile(r"^(?P<id>\d+);(?P<region>[A-Z]{2});(?P<sku>[a-z]+-\d+);(?P<qty>\d+);(?P<price>\d+\.\d{2})$")
REGIONS = ["NO", "SE", "DK", "FI", "DE", "NL", "FR", "ES"]
DISCOUNTS = {"NO": 0.05, "SE": 0.03, "DK": 0.0, "FI": 0.02}


def make_log(rng, n):
    lines = []
    for i in range(n):
        sku = "%s-%d" % ("".join(rng.choice("abcdefghij") for _ in range(5)), rng.randrange(1000))
        lines.append("%d;%s;%s;%d;%d.%02d" % (i, rng.choice(REGIONS), sku,
                                             rng.randrange(1, 20), rng.randrange(1, 500), rng.randrange(100)))
    return lines


def parse_line(line):
    m = LINE_RE.match(line)
    if m is None:
        raise ValueError(line)
    d = m.groupdict()
    return {"id": int(d["id"]), "region": d["region"], "sku": d["sku"],
            "qty": int(d["qty"]), "price": float(d["price"])}


def apply_tax(region, amount):
    rate = 0.25 if region in ("NO", "SE", "DK") else 0.2
    return round(amount * (1.0 + rate), 2)


def price_order(order):
    base = order["qty"] * order["price"]
    base -= base * DISCOUNTS.get(order["region"], 0.0)
    return apply_tax(order["region"], base)


def group_by_region(orders):
    groups = {}
    for o in orders:
        g = groups.setdefault(o["region"], {"count": 0, "total": 0.0, "skus": set()})
        g["count"] += 1
        g["total"] += o["total"]
        g["skus"].add(o["sku"])
    return groups


def render(groups):
    out = {}
    for region in sorted(groups):
        g = groups[region]
        out[region] = {"count": g["count"], "total": round(g["total"], 2),
                       "distinct_skus": len(g["skus"]), "top": sorted(g["skus"])[:3]}
    return json.dumps(out, sort_keys=True)


def process(lines):
    orders = []
    for line in lines:
        o = parse_line(line)
        o["total"] = price_order(o)
        orders.append(o)
    return render(group_by_region(orders))


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    passes = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    rng = random.Random(4242)
    lines = make_log(rng, n)
    digest = 0
    for _ in range(passes):
        text = process(lines)
        digest = zlib.crc32(text.encode(), digest)
    print("orders=%d passes=%d crc=%08x" % (n, passes, digest))


if __name__ == "__main__":
    main()
