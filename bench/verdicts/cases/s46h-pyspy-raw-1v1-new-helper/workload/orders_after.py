"""Small order-processing batch job (AFTER version: price_line_item() now calls
the new per-item validation helper validate_line_item())."""
import random
import sys

def load_orders(n, seed=42):
    rng = random.Random(seed)
    skus = ["SKU-%05d" % i for i in range(500)]
    orders = []
    for oid in range(n):
        items = [{"sku": rng.choice(skus), "qty": rng.randint(1, 9),
                  "unit": round(rng.uniform(1, 200), 2)} for _ in range(rng.randint(1, 6))]
        orders.append({"id": oid, "region": rng.choice("NSEW"), "items": items})
    return orders


def validate_line_item(item):
    sku = item["sku"]
    if not (sku.startswith("SKU-") and len(sku) == 9 and sku[4:].isdigit()):
        raise ValueError(sku)
    if not isinstance(item["qty"], int) or not 0 < item["qty"] < 100:
        raise ValueError(item["qty"])
    for key in ("sku", "qty", "unit"):
        if key not in item:
            raise KeyError(key)
    return True


def tax_rate(region):
    return {"N": 0.07, "S": 0.05, "E": 0.08, "W": 0.06}[region]


def price_line_item(item, region):
    validate_line_item(item)
    gross = item["qty"] * item["unit"]
    discount = 0.05 * gross if item["qty"] >= 5 else 0.0
    return round((gross - discount) * (1 + tax_rate(region)), 2)


def price_order(order):
    return sum(price_line_item(it, order["region"]) for it in order["items"])


def summarize(totals):
    by_bucket = {}
    for t in totals:
        b = int(t // 100)
        by_bucket[b] = by_bucket.get(b, 0) + 1
    return sorted(by_bucket.items())


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    passes = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    orders = load_orders(n)
    grand = 0.0
    for _ in range(passes):
        totals = [price_order(o) for o in orders]
        grand += sum(totals)
        summary = summarize(totals)
    print("orders=%d passes=%d grand=%.2f buckets=%d" % (n, passes, grand, len(summary)))


if __name__ == "__main__":
    main()
