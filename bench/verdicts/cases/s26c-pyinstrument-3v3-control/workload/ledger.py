"""Pure-Python order-ledger report (synthetic input), same code on both sides.

Usage: python3 ledger.py N_ORDERS
Per batch of orders: parse_orders (CSV split), price_orders (discount rules,
tax), bucket_orders (dict grouping); then rank_customers (sort) and
render_report (string formatting) and a pure-Python digest of the report.
"""
import sys

N_ORDERS = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
BATCH = 50000
REGIONS = ("north", "south", "east", "west", "central")
SKUS = tuple("SKU-%04d" % i for i in range(900))
TAX = {"north": 0.20, "south": 0.18, "east": 0.21, "west": 0.19, "central": 0.2}


def make_csv(n, seed=12345):
    s = seed
    rows = []
    for i in range(n):
        s = (s * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
        r = s >> 33
        cust = "C%05d" % (r % 7000)
        sku = SKUS[(r >> 7) % len(SKUS)]
        qty = 1 + (r >> 3) % 9
        price = 199 + (r >> 11) % 40000
        region = REGIONS[(r >> 5) % 5]
        coupon = "SAVE10" if r % 13 == 0 else ("BULK" if r % 17 == 0 else "")
        rows.append("%d,%s,%s,%d,%d.%02d,%s,%s" % (i, cust, sku, qty, price // 100, price % 100, region, coupon))
    return rows


def parse_orders(lines):
    out = []
    for line in lines:
        oid, cust, sku, qty, price, region, coupon = line.split(",")
        out.append({"id": int(oid), "cust": cust, "sku": sku, "qty": int(qty),
                    "price": float(price), "region": region, "coupon": coupon})
    return out


def price_orders(orders):
    for o in orders:
        gross = o["qty"] * o["price"]
        disc = 0.0
        if o["coupon"] == "SAVE10":
            disc = gross * 0.10
        elif o["coupon"] == "BULK" and o["qty"] >= 5:
            disc = gross * 0.15
        if o["sku"].endswith("7"):
            disc += 1.5
        net = max(0.0, gross - disc)
        o["net"] = round(net * (1.0 + TAX[o["region"]]), 2)
    return orders


def bucket_orders(orders, by_cust, by_region, by_sku):
    for o in orders:
        c = by_cust.get(o["cust"])
        if c is None:
            c = by_cust[o["cust"]] = [0, 0.0]
        c[0] += 1
        c[1] += o["net"]
        by_region[o["region"]] = by_region.get(o["region"], 0.0) + o["net"]
        by_sku[o["sku"]] = by_sku.get(o["sku"], 0) + o["qty"]


def rank_customers(by_cust, top=50):
    return sorted(by_cust.items(), key=lambda kv: (-kv[1][1], kv[0]))[:top]


def render_report(top, by_region, by_sku):
    lines = ["%-8s %6d %14.2f" % (c, v[0], v[1]) for c, v in top]
    lines += ["%-8s %16.2f" % (r, by_region[r]) for r in sorted(by_region)]
    lines += ["%s %d" % (k, by_sku[k]) for k in sorted(by_sku)]
    return "\n".join(lines)


def digest(text, rounds=8):
    h = 0
    for _ in range(rounds):
        for ch in text:
            h = (h * 31 + ord(ch)) & 0xFFFFFFFF
    return h


def main():
    rows = make_csv(N_ORDERS)
    by_cust, by_region, by_sku = {}, {}, {}
    for start in range(0, len(rows), BATCH):
        orders = parse_orders(rows[start:start + BATCH])
        price_orders(orders)
        bucket_orders(orders, by_cust, by_region, by_sku)
    report = render_report(rank_customers(by_cust), by_region, by_sku)
    print(report.splitlines()[0], "digest=%08x" % digest(report))


if __name__ == "__main__":
    main()
