"""Record exporter: builds customer/order records, normalises them, serialises
each one to JSON and writes newline-delimited output. Variant selected by
EXPORT_VARIANT=before|after (only serialize_record differs)."""
import hashlib
import json
import os
import random
import sys

VARIANT = os.environ.get("EXPORT_VARIANT", "before")

REGIONS = ["eu-west", "eu-north", "us-east", "us-west", "ap-south", "sa-east"]
SKUS = ["SKU-%04d" % i for i in range(300)]


def make_customer(rng, cid):
    return {
        "id": cid,
        "name": "customer-%06d" % cid,
        "region": rng.choice(REGIONS),
        "tier": rng.choice(["free", "pro", "enterprise"]),
        "tags": [rng.choice(["a", "b", "c", "d", "e"]) for _ in range(3)],
    }


def make_order(rng, customer, oid):
    lines = []
    for _ in range(rng.randint(2, 6)):
        lines.append({
            "sku": rng.choice(SKUS),
            "qty": rng.randint(1, 9),
            "unit_price": round(rng.uniform(1.0, 250.0), 2),
        })
    return {"order_id": oid, "customer": customer["id"], "lines": lines,
            "currency": "EUR" if customer["region"].startswith("eu") else "USD"}


def generate(seed, n):
    rng = random.Random(seed)
    customers = [make_customer(rng, i) for i in range(n // 4 + 1)]
    for oid in range(n):
        cust = customers[rng.randrange(len(customers))]
        yield cust, make_order(rng, cust, oid)


def order_total(order):
    return round(sum(l["qty"] * l["unit_price"] for l in order["lines"]), 2)


def normalise(cust, order):
    rec = {
        "order": order["order_id"],
        "customer": {"id": cust["id"], "name": cust["name"].upper(),
                     "region": cust["region"], "tier": cust["tier"],
                     "tags": sorted(set(cust["tags"]))},
        "lines": [dict(l, amount=round(l["qty"] * l["unit_price"], 2))
                  for l in order["lines"]],
        "currency": order["currency"],
        "total": order_total(order),
    }
    rec["checksum"] = hashlib.md5(repr(rec["lines"]).encode()).hexdigest()[:12]
    return rec


def serialize_record(rec):
    if VARIANT == "after":
        text = json.dumps(rec, indent=2, sort_keys=True)
    else:
        text = json.dumps(rec)
    # output is written the same way: one record per line
    return text.replace("\n", " ")


def write_batch(out, batch):
    for line in batch:
        out.write(line)
        out.write("\n")


def export(seed, n, path):
    batch = []
    written = 0
    with open(path, "w") as out:
        for cust, order in generate(seed, n):
            rec = normalise(cust, order)
            batch.append(serialize_record(rec))
            if len(batch) >= 500:
                write_batch(out, batch)
                written += len(batch)
                batch.clear()
        write_batch(out, batch)
        written += len(batch)
    return written


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    path = sys.argv[2] if len(sys.argv) > 2 else "/tmp/export.ndjson"
    count = export(1234, n, path)
    print("exported", count, "records to", path)


if __name__ == "__main__":
    main()
