#!/usr/bin/env python3
"""stockrec: warehouse stock reconciliation.

Builds a synthetic product catalog and a day of order lines, normalises SKUs, reconciles
orders against stock (reservations, back-orders), and writes a per-category report.
normalize_sku() is the shared helper, called by load_catalog() and reconcile_orders().
CALLS_PER_LINE (argv[2], default 1) is how many times reconcile_orders() normalises each
order line's SKU (1 = normalise once and reuse; 3 = normalise for lookup, for the
reservation key and for the audit record separately).
"""
import random
import re
import sys
import zlib

_SEP = re.compile(r"[\s_./]+")
_PREFIXES = ("SKU", "ITM", "PRD")


def normalize_sku(raw):
    s = raw.strip().upper()
    for p in _PREFIXES:
        if s.startswith(p + "-") or s.startswith(p + ":"):
            s = s[len(p) + 1:]
            break
    s = _SEP.sub("-", s)
    parts = [x.lstrip("0") or "0" for x in s.split("-") if x]
    s = "-".join(parts)
    check = zlib.crc32(s.encode()) % 97
    return "%s/%02d" % (s, check)


def make_raw_sku(rng, fam, num, var):
    style = rng.randrange(4)
    if style == 0:
        return "sku-%s_%05d.%s" % (fam, num, var)
    if style == 1:
        return "  ITM:%s %d/%s " % (fam.lower(), num, var)
    if style == 2:
        return "%s-%04d-%s" % (fam, num, var)
    return "prd-%s.%06d_%s" % (fam, num, var)


def gen_catalog(rng, n):
    fams = ["AX", "BT", "CR", "DL", "EV", "FN", "GR", "HX", "JK", "LM"]
    rows = []
    for i in range(n):
        fam = fams[i % len(fams)]
        rows.append({
            "sku": make_raw_sku(rng, fam, i, rng.choice("ABCD")),
            "key": (fam, i),
            "category": fam,
            "price": round(rng.uniform(1, 500), 2),
            "stock": rng.randrange(0, 60),
        })
    return rows


def load_catalog(rows):
    catalog = {}
    for r in rows:
        sku = normalize_sku(r["sku"])
        catalog[sku] = {"category": r["category"], "price": r["price"], "stock": r["stock"], "reserved": 0}
    return catalog


def gen_orders(rng, rows, n):
    lines = []
    for i in range(n):
        r = rows[int(rng.paretovariate(1.2) * 7) % len(rows)]
        fam, num = r["key"]
        var = r["sku"].strip()[-1]
        lines.append({"order": 100000 + i // 3, "sku": make_raw_sku(rng, fam, num, var),
                      "qty": rng.randrange(1, 6)})
    return lines


def reconcile_orders(catalog, lines, calls_per_line):
    backorders = {}
    audit = []
    for ln in lines:
        sku = normalize_sku(ln["sku"])
        item = catalog.get(sku)
        if item is None:
            continue
        if calls_per_line > 1:
            res_key = normalize_sku(ln["sku"])
        else:
            res_key = sku
        free = item["stock"] - item["reserved"]
        take = min(free, ln["qty"])
        item["reserved"] += take
        if take < ln["qty"]:
            backorders[res_key] = backorders.get(res_key, 0) + ln["qty"] - take
        if calls_per_line > 2:
            audit_sku = normalize_sku(ln["sku"])
        else:
            audit_sku = sku
        audit.append((ln["order"], audit_sku, take))
    return backorders, audit


def category_report(catalog, backorders):
    cats = {}
    for sku, it in catalog.items():
        c = cats.setdefault(it["category"], [0, 0.0, 0, 0])
        c[0] += it["reserved"]
        c[1] += it["reserved"] * it["price"]
        c[2] += it["stock"] - it["reserved"]
        c[3] += backorders.get(sku, 0)
    lines = []
    for name in sorted(cats):
        r, v, f, b = cats[name]
        lines.append("%-3s reserved=%7d value=%12.2f free=%7d backorder=%6d" % (name, r, v, f, b))
    return lines


def audit_digest(audit):
    h = 0
    for order, sku, take in sorted(audit):
        h = zlib.crc32(("%d|%s|%d" % (order, sku, take)).encode(), h)
    return h


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    calls_per_line = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(42)
    total_back = 0
    digest = 0
    for _ in range(rounds):
        rows = gen_catalog(rng, 60000)
        catalog = load_catalog(rows)
        orders = gen_orders(rng, rows, 60000)
        backorders, audit = reconcile_orders(catalog, orders, calls_per_line)
        for ln in category_report(catalog, backorders):
            digest = zlib.crc32(ln.encode(), digest)
        digest = zlib.crc32(str(audit_digest(audit)).encode(), digest)
        total_back += sum(backorders.values())
    print("rounds=%d backordered=%d digest=%08x" % (rounds, total_back, digest))


if __name__ == "__main__":
    main()
