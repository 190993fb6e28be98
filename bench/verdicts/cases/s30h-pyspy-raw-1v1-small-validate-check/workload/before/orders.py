"""Nightly order-export job: validate, enrich and score a fixed set of orders
several times (one pass per "region"). Deterministic input; fixed work.
"""
import random

N_ORDERS = 40_000
PASSES = 13
SKUS = [f"SKU-{i:05d}" for i in range(500)]


def gen_orders(n, seed=3):
    rng = random.Random(seed)
    orders = []
    for i in range(n):
        items = [(rng.choice(SKUS), rng.randint(1, 5), rng.randint(199, 49999)) for _ in range(rng.randint(1, 8))]
        user = "".join(rng.choice("abcdefghij") for _ in range(8))
        orders.append({"id": i, "email": f"{user}@shop-{rng.randint(1, 40)}.com", "items": items,
                       "country": rng.choice(["DE", "FR", "NL", "US", "GB"]), "coupon": rng.random() < 0.2})
    return orders


def validate_order(o):
    if not isinstance(o["id"], int) or o["id"] < 0:
        return False
    if not o["items"]:
        return False
    for sku, qty, cents in o["items"]:
        if qty <= 0 or cents <= 0 or not sku.startswith("SKU-"):
            return False
    return True


def enrich(o, region):
    subtotal = sum(q * c for _, q, c in o["items"])
    vat = {"DE": 19, "FR": 20, "NL": 21, "US": 0, "GB": 20}[o["country"]]
    total = subtotal * (100 + vat) // 100
    if o["coupon"]:
        total = total * 9 // 10
    lines = ";".join(f"{sku}x{q}" for sku, q, _ in o["items"])
    return f"{region}|{o['id']}|{o['country']}|{total}|{lines}"


def risk_score(o):
    s = 0.0
    for sku, qty, cents in o["items"]:
        h = 0
        for ch in sku:
            h = (h * 31 + ord(ch)) & 0xFFFF
        s += (h % 97) * qty * 0.01 + cents / 100000.0
    return s


def run_pass(orders, region):
    out = []
    risky = 0
    for o in orders:
        if not validate_order(o):
            continue
        out.append(enrich(o, region))
        if risk_score(o) > 5.0:
            risky += 1
    return len(out), risky


def main():
    orders = gen_orders(N_ORDERS)
    for p in range(PASSES):
        n, risky = run_pass(orders, f"R{p}")
    print("exported", n, "risky", risky)


if __name__ == "__main__":
    main()
