"""s39b-pyspy-raw-3v3-rename-plus-regression workload. Usage: python orders.py <n_orders> <seed>"""
import random
import sys


def main():
    n_orders = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    rng = random.Random(seed)
    grand = 0.0
    rejected = 0
    for _ in range(n_orders):
        order = make_order(rng)
        if not validate_order(order):
            rejected += 1
            continue
        total = total_for_order(order)
        grand += apply_tax(total, order)
    print(f"orders={n_orders} rejected={rejected} grand={grand:.2f}")


def make_order(rng):
    items = []
    for _ in range(24):
        sku = "SKU%05d" % rng.randrange(100000)
        qty = rng.randrange(1, 6)
        price = rng.randrange(100, 10000) / 100.0
        items.append((sku, qty, price))
    return {"id": rng.randrange(10**9), "country": rng.choice(("DE", "FR", "US", "JP")), "items": items}


def total_for_order(order):
    total = 0.0
    for sku, qty, price in order["items"]:
        line = qty * price
        if qty >= 3:
            line *= 0.97
        for _ in range(6):
            line = round(line * 1.0001, 4)
        total += line
    return total


def apply_tax(total, order):
    rates = {"DE": 0.19, "FR": 0.20, "US": 0.07, "JP": 0.10}
    tax = 0.0
    for _ in range(40):
        tax = total * rates[order["country"]]
        tax = round(tax, 2)
    return total + tax


def validate_order(order):
    items = order["items"]
    if not items:
        return False
    for sku, qty, price in items:
        if not sku.startswith("SKU") or qty <= 0 or price <= 0:
            return False
    seen = set()
    for sku, qty, price in items:
        digits = sku[3:]
        if not digits.isdigit() or int(digits) >= 100000:
            return False
        seen.add(sku.lower())
    return True


if __name__ == "__main__":
    main()
