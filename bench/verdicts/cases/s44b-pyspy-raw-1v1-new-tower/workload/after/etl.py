"""Inventory ETL: parse supplier feed lines, normalize, validate, aggregate per warehouse."""
import hashlib
import random
import sys
from collections import defaultdict

WAREHOUSES = ["AMS1", "FRA2", "IAD1", "SFO3", "SIN1", "NRT2", "GRU1"]
UNITS = {"pcs": 1.0, "box": 12.0, "pallet": 480.0}


def generate_feed(n, seed=7):
    rng = random.Random(seed)
    for i in range(n):
        sku = "%s-%05d" % (rng.choice("ABCDEFGH") * 2, rng.randrange(100000))
        wh = rng.choice(WAREHOUSES)
        unit = rng.choice(list(UNITS))
        qty = rng.randrange(1, 50)
        price = rng.randrange(100, 99999) / 100.0
        desc = " ".join(rng.choice(("steel", "bolt", "m8", "zinc", "pack", "hex", "nut", "washer")) for _ in range(4))
        yield "%d|%s|%s|%s|%d|%.2f|%s" % (i, sku, wh, unit, qty, price, desc)


def parse_line(line):
    rid, sku, wh, unit, qty, price, desc = line.split("|")
    return {"id": int(rid), "sku": sku, "warehouse": wh, "unit": unit,
            "qty": int(qty), "price": float(price), "desc": desc}


def normalize_desc(desc):
    words = [w.strip().lower() for w in desc.split()]
    return " ".join(sorted(set(words)))


def normalize(rec):
    rec["units"] = rec["qty"] * UNITS[rec["unit"]]
    rec["unit_price"] = round(rec["price"] / UNITS[rec["unit"]], 4)
    rec["desc"] = normalize_desc(rec["desc"])
    rec["sku"] = rec["sku"].upper()
    return rec


def validate(rec):
    if rec["warehouse"] not in WAREHOUSES:
        return False
    if rec["units"] <= 0 or rec["unit_price"] <= 0:
        return False
    return len(rec["sku"]) == 8


AUDIT_FIELDS = ("id", "sku", "warehouse", "units", "unit_price", "desc")


def canonical_bytes(rec):
    parts = []
    for key in AUDIT_FIELDS:
        parts.append("%s=%s" % (key, rec[key]))
    return "\x1f".join(parts).encode("utf-8")


def fingerprint_record(rec):
    """Integrity fingerprint of the normalized record (for the audit trail)."""
    data = canonical_bytes(rec)
    inner = hashlib.sha256(data).digest()
    digest = hashlib.blake2b(inner + data, digest_size=16).hexdigest()
    return digest


class Aggregator:
    def __init__(self):
        self.fingerprints = 0
        self.units = defaultdict(float)
        self.value = defaultdict(float)
        self.skus = defaultdict(set)

    def add(self, rec):
        wh = rec["warehouse"]
        self.units[wh] += rec["units"]
        self.value[wh] += rec["units"] * rec["unit_price"]
        self.skus[wh].add(rec["sku"])

    def summary(self):
        return [(wh, round(self.units[wh]), round(self.value[wh], 2), len(self.skus[wh]))
                for wh in sorted(self.units)]


def run(n):
    agg = Aggregator()
    rejected = 0
    for line in generate_feed(n):
        rec = normalize(parse_line(line))
        if not validate(rec):
            rejected += 1
            continue
        if fingerprint_record(rec):
            agg.fingerprints += 1
        agg.add(rec)
    return agg.summary(), rejected


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    summary, rejected = run(n)
    for row in summary:
        print(*row)
    print("rejected", rejected)


if __name__ == "__main__":
    main()
