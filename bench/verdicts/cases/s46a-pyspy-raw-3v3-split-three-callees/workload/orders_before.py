"""Order batch processor: parse, validate, price and summarise synthetic orders.

build.sh sets VALIDATE_PER_STAGE = True for the "after" variant, which re-validates each order at every
pipeline stage instead of once after parsing.
"""
import random
import sys
import hashlib

VALIDATE_PER_STAGE = False

SKUS = {f"SKU{i:04d}": 1.0 + (i % 97) * 0.37 for i in range(2000)}
REGIONS = ("north", "south", "east", "west", "central")


def make_orders(n, seed=1234):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        lines = []
        for _ in range(rnd.randint(2, 6)):
            lines.append(f"SKU{rnd.randrange(2000):04d}:{rnd.randint(1, 9)}")
        out.append(f"{i}|cust{rnd.randrange(5000)}|{rnd.choice(REGIONS)}|" + ";".join(lines))
    return out


def parse_order(text):
    oid, cust, region, lines = text.split("|")
    items = []
    for part in lines.split(";"):
        sku, qty = part.split(":")
        items.append((sku, int(qty)))
    return {"id": int(oid), "customer": cust, "region": region, "items": items}


# ---- validation: three checks of similar cost ----
def check_schema(order):
    ok = isinstance(order["id"], int) and order["customer"].startswith("cust")
    for sku, qty in order["items"]:
        ok = ok and len(sku) == 7 and sku[:3] == "SKU" and sku[3:].isdigit()
        ok = ok and isinstance(qty, int)
    h = 0
    for ch in order["customer"] + order["region"]:
        h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    return ok and h >= 0


def check_ranges(order):
    ok = order["region"] in REGIONS
    total = 0
    for sku, qty in order["items"]:
        ok = ok and 0 < qty < 100
        total += qty
        for k in range(3):
            total = (total * 7 + k) % 1000003
    return ok and total >= 0


def check_refs(order):
    ok = True
    seen = set()
    for sku, _qty in order["items"]:
        ok = ok and sku in SKUS
        key = sku.lower()
        seen.add(key)
        ok = ok and key.upper() == sku
    return ok and len(seen) > 0


def validate_order(order):
    if not check_schema(order):
        raise ValueError("schema")
    if not check_ranges(order):
        raise ValueError("ranges")
    if not check_refs(order):
        raise ValueError("refs")


# ---- pipeline stages ----
def price_order(order):
    subtotal = 0.0
    for sku, qty in order["items"]:
        subtotal += SKUS[sku] * qty
    discount = 0.05 if subtotal > 50 else 0.0
    order["total"] = round(subtotal * (1 - discount), 2)


def tax_order(order):
    rate = {"north": 0.2, "south": 0.18, "east": 0.21, "west": 0.19, "central": 0.2}[order["region"]]
    order["tax"] = round(order["total"] * rate, 2)


def sign_order(order):
    payload = f"{order['id']}|{order['customer']}|{order['total']}|{order['tax']}"
    order["sig"] = hashlib.sha1(payload.encode()).hexdigest()[:12]


def process_order(text):
    order = parse_order(text)
    validate_order(order)
    for stage in (price_order, tax_order, sign_order):
        if VALIDATE_PER_STAGE:
            validate_order(order)
        stage(order)
    return order


def summarise(orders):
    by_region = {}
    for o in orders:
        r = by_region.setdefault(o["region"], [0, 0.0])
        r[0] += 1
        r[1] += o["total"] + o["tax"]
    return by_region


def run_batch(texts):
    done = [process_order(t) for t in texts]
    return summarise(done), done


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    texts = make_orders(n)
    digest = hashlib.sha256()
    for _ in range(rounds):
        summary, done = run_batch(texts)
        for region in sorted(summary):
            c, amt = summary[region]
            digest.update(f"{region}:{c}:{amt:.2f}".encode())
        digest.update(done[-1]["sig"].encode())
    print("summary", digest.hexdigest()[:16])


if __name__ == "__main__":
    main()
