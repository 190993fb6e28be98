"""Nightly order-batch report: parse a synthetic CSV export, normalise SKUs,
price lines with tax/discount rules, aggregate per region and render a text report."""
import random
import sys
from collections import defaultdict

REGIONS = ["north", "south", "east", "west", "central"]
TAX = {"north": 0.07, "south": 0.065, "east": 0.08, "west": 0.0725, "central": 0.06}
VENDORS = ["acme", "globex", "initech", "umbrella", "hooli", "stark"]


def make_export(n, seed):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        vendor = rnd.choice(VENDORS)
        sku = "%s-%d-%s" % (vendor[:3], rnd.randint(1, 99999), rnd.choice("abcxyz"))
        if rnd.random() < 0.3:
            sku = "  " + sku.upper() + " "
        qty = rnd.randint(1, 12)
        price = "%.2f" % (rnd.random() * 200 + 1)
        region = rnd.choice(REGIONS)
        out.append("%d,%s,%d,%s,%s,%s" % (i, sku, qty, price, region, vendor))
    return out


def parse_line(line):
    oid, sku, qty, price, region, vendor = line.split(",")
    return {"id": int(oid), "sku": sku, "qty": int(qty), "price": float(price),
            "region": region, "vendor": vendor}


CHECK_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def canonical_sku(raw):
    """Canonical SKU form, now with a mod-36 check character (ticket INV-212)."""
    s = "".join(ch for ch in raw.strip().lower() if ch.isalnum() or ch == "-")
    prefix, num, suffix = s.split("-")
    digits = "%06d" % int(num)
    acc = 0
    for i, ch in enumerate(digits):
        acc = (acc + (ord(ch) - 48) * (i + 3)) % 97
    acc = (acc + len(prefix) * 11) % 36
    return "%s-%06d-%s-%s" % (prefix.upper(), int(num), suffix.upper(), CHECK_ALPHABET[acc])


def discount_for(rec):
    d = 0.0
    if rec["qty"] >= 10:
        d += 0.05
    if rec["vendor"] in ("acme", "hooli"):
        d += 0.02
    if rec["price"] > 150:
        d += 0.01
    return d


def price_line(rec):
    gross = rec["qty"] * rec["price"]
    net = gross * (1.0 - discount_for(rec))
    tax = round(net * TAX[rec["region"]], 2)
    return round(net, 2), tax


def aggregate(records):
    by_region = defaultdict(lambda: [0, 0.0, 0.0])
    by_sku = defaultdict(int)
    for rec in records:
        net, tax = price_line(rec)
        agg = by_region[rec["region"]]
        agg[0] += rec["qty"]
        agg[1] += net
        agg[2] += tax
        by_sku[rec["sku"]] += rec["qty"]
    return by_region, by_sku


def top_skus(by_sku, k=10):
    return sorted(by_sku.items(), key=lambda kv: (-kv[1], kv[0]))[:k]


def render(by_region, top):
    lines = ["region      qty        net        tax"]
    for r in sorted(by_region):
        q, n, t = by_region[r]
        lines.append("%-8s %6d %10.2f %10.2f" % (r, q, n, t))
    lines.append("top skus:")
    for sku, q in top:
        lines.append("  %-18s %5d" % (sku, q))
    return "\n".join(lines)


def process_batch(lines):
    recs = []
    for line in lines:
        rec = parse_line(line)
        rec["sku"] = canonical_sku(rec["sku"])
        recs.append(rec)
    by_region, by_sku = aggregate(recs)
    return render(by_region, top_skus(by_sku))


def main():
    batches = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    total = 0
    for b in range(batches):
        lines = make_export(size, seed=b)
        report = process_batch(lines)
        total += len(report)
    print("batches", batches, "report chars", total)


if __name__ == "__main__":
    main()
