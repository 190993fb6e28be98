"""Nightly order pipeline: normalise raw orders (stage A), then build the list
of distinct customer/day contacts from the click-stream (stage B)."""
import copy
import random
import sys
import time

N_ORDERS = 60_000
N_EVENTS = 12_000


def make_orders(rng):
    orders = []
    for i in range(N_ORDERS):
        items = [
            {"sku": f"SKU-{rng.randrange(5000):05d}", "qty": rng.randint(1, 5),
             "price": round(rng.uniform(1, 300), 2)}
            for _ in range(rng.randint(1, 6))
        ]
        orders.append({
            "id": i,
            "customer": f"C{rng.randrange(20000):06d}",
            "currency": rng.choice(["EUR", "USD", "GBP"]),
            "items": items,
            "shipping": {"country": rng.choice(["DE", "FR", "US", "GB", "NL"]),
                         "express": rng.random() < 0.2},
            "tags": [rng.choice(["gift", "promo", "b2b", "repeat"]) for _ in range(rng.randint(0, 3))],
        })
    return orders


def make_events(rng):
    return [(f"C{rng.randrange(1000):06d}", rng.randrange(1, 8), rng.choice(["view", "cart", "buy"]))
            for _ in range(N_EVENTS)]


RATES = {"EUR": 1.0, "USD": 0.92, "GBP": 1.17}


# ---- stage A -------------------------------------------------------------
def normalize_order(order):
    rec = copy.deepcopy(order)  # don't share nested items/shipping with the raw order
    rate = RATES[rec["currency"]]
    total = 0.0
    for item in rec["items"]:
        total += item["qty"] * item["price"] * rate
    rec["total_eur"] = round(total, 2)
    rec["currency"] = "EUR"
    rec["express"] = rec["shipping"]["express"]
    return rec


def normalize_orders(orders):
    return [normalize_order(o) for o in orders]


# ---- stage B -------------------------------------------------------------
def distinct_contacts(events):
    seen = set()
    contacts = []
    for customer, day, kind in events:
        key = (customer, day)
        if key not in seen:
            seen.add(key)
            contacts.append({"customer": customer, "day": day, "first": kind})
    return contacts


def main():
    rng = random.Random(42)
    orders = make_orders(rng)
    events = make_events(rng)

    t0 = time.perf_counter()
    normalized = normalize_orders(orders)
    t1 = time.perf_counter()
    contacts = distinct_contacts(events)
    t2 = time.perf_counter()

    revenue = round(sum(r["total_eur"] for r in normalized), 2)
    print(f"orders={len(normalized)} revenue={revenue} contacts={len(contacts)} "
          f"stageA={t1 - t0:.2f}s stageB={t2 - t1:.2f}s", file=sys.stderr)


if __name__ == "__main__":
    main()
