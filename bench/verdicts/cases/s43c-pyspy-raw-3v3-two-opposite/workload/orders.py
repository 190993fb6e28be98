"""orders.py: a small order-processing batch job.

Usage: python3 orders.py before|after [batches]

before: enrich_order runs 5 pricing passes per order, rollup_totals runs 5 folding passes.
after:  enrich_order runs 7 pricing passes (+40%), rollup_totals runs 3 folding passes (-40%).
parse_orders and validate_order do identical work on both sides.
"""
import sys, random

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
BATCHES = int(sys.argv[2]) if len(sys.argv) > 2 else 40
ENRICH_PASSES = 7 if VARIANT == "after" else 5
ROLLUP_PASSES = 3 if VARIANT == "after" else 5
ORDERS = 2000


def parse_orders(rng):
    out = []
    for i in range(ORDERS):
        line = "%d,%d,%d,%.2f" % (i, rng.randrange(500), rng.randrange(1, 9), rng.random() * 100)
        oid, sku, qty, price = line.split(",")
        out.append({"id": int(oid), "sku": int(sku), "qty": int(qty), "price": float(price)})
    return out


def enrich_order(o):
    p = o["price"]
    for k in range(ENRICH_PASSES):
        p = p * 1.0003 + (o["sku"] % (k + 3)) * 0.01
        p = round(p, 4)
    o["net"] = p * o["qty"]
    return o


def validate_order(o):
    ok = 0
    for k in range(3):
        ok += (o["qty"] > 0) + (o["net"] >= 0) + (o["sku"] < 500) + (k % 2)
    return ok


def rollup_totals(orders):
    totals = {}
    for k in range(ROLLUP_PASSES):
        for o in orders:
            key = (o["sku"] + k) % 97
            totals[key] = totals.get(key, 0.0) + o["net"] * 0.5
    return sum(totals.values())


def main():
    rng = random.Random(42)
    grand = 0.0
    for b in range(BATCHES):
        orders = parse_orders(rng)
        for o in orders:
            enrich_order(o)
            grand += validate_order(o)
        grand += rollup_totals(orders)
    print(VARIANT, ENRICH_PASSES, ROLLUP_PASSES, round(grand, 2))


if __name__ == "__main__":
    main()
