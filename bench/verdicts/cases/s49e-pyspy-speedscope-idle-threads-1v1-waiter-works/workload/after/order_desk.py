#!/usr/bin/env python3
"""Order desk: a main worker thread prices and books a stream of orders while a
status-reporter thread wakes every REPORT_INTERVAL seconds to publish a dashboard
snapshot. Deterministic input (seeded); prints a final checksum."""
import hashlib
import random
import sys
import threading

REPORT_INTERVAL = 0.05
SKUS = [f"SKU-{i:04d}" for i in range(400)]


class Book:
    def __init__(self):
        self.lock = threading.Lock()
        self.orders = []          # (sku, qty, unit_price, total)
        self.by_sku = {}          # sku -> [qty, revenue]
        self.revenue = 0.0
        self.units = 0
        self.version = 0

    def record(self, sku, qty, unit, total):
        with self.lock:
            self.orders.append((sku, qty, unit, total))
            ent = self.by_sku.setdefault(sku, [0, 0.0])
            ent[0] += qty
            ent[1] += total
            self.revenue += total
            self.units += qty
            self.version += 1


# ---------------------------------------------------------------- worker side
def make_orders(seed, n):
    rng = random.Random(seed)
    for i in range(n):
        sku = rng.choice(SKUS)
        qty = rng.randint(1, 12)
        coupon = rng.choice(("", "", "", "SPRING10", "BULK5"))
        yield f"{i},{sku},{qty},{coupon}"


def parse_order(line):
    oid, sku, qty, coupon = line.split(",")
    return int(oid), sku, int(qty), coupon


def base_price(sku):
    h = hashlib.blake2b(sku.encode(), digest_size=4).digest()
    return 1.0 + int.from_bytes(h, "little") % 5000 / 100.0


def apply_discounts(unit, qty, coupon):
    if coupon == "SPRING10":
        unit *= 0.9
    elif coupon == "BULK5" and qty >= 5:
        unit *= 0.95
    tiers = (10, 8, 6, 4)
    for t, pct in zip(tiers, (0.08, 0.06, 0.04, 0.02)):
        if qty >= t:
            unit *= 1.0 - pct
            break
    return round(unit, 2)


def price_order(sku, qty, coupon):
    unit = apply_discounts(base_price(sku), qty, coupon)
    tax = round(unit * qty * 0.0725, 2)
    return unit, round(unit * qty + tax, 2)


def book_orders(book, seed, n):
    for line in make_orders(seed, n):
        _, sku, qty, coupon = parse_order(line)
        unit, total = price_order(sku, qty, coupon)
        book.record(sku, qty, unit, total)


# ---------------------------------------------------------------- reporter side
def recompute_summary(book):
    # Rebuilds the summary from the full order list on every wake-up instead of
    # reusing the book's running totals.
    with book.lock:
        orders = list(book.orders)
    units = 0
    revenue = 0.0
    skus = set()
    for sku, qty, unit, total in orders:
        units += qty
        revenue += total
        skus.add(sku)
    return {"orders": len(orders), "units": units,
            "revenue": round(revenue, 2), "skus": len(skus)}


def publish(snapshot, sink):
    sink.append(snapshot["orders"])


def reporter(book, stop, sink):
    while not stop.wait(REPORT_INTERVAL):
        publish(recompute_summary(book), sink)


# ---------------------------------------------------------------- main
def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 120000
    book = Book()
    stop = threading.Event()
    sink = []
    t = threading.Thread(target=reporter, args=(book, stop, sink), name="status-reporter")
    t.start()
    book_orders(book, seed, n)
    stop.set()
    t.join()
    digest = hashlib.sha256(repr(sorted((k, v[0], round(v[1], 2)) for k, v in book.by_sku.items())).encode()).hexdigest()
    print(f"orders={len(book.orders)} units={book.units} revenue={book.revenue:.2f} sha={digest[:16]}")


if __name__ == "__main__":
    main()
