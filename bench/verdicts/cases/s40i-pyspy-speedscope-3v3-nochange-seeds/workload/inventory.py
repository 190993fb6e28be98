"""inventory.py - synthetic inventory-pricing workload for a py-spy control case.

Every seed does exactly the same amount and kind of work: N_ITEMS items per batch,
N_BATCHES batches, fixed-length SKU strings, fixed number of pricing rounds per item.
Only the random values differ.
"""
import random
import sys

N_ITEMS = 6000
N_BATCHES = 28
PRICE_ROUNDS = 12


def make_items(rng):
    items = []
    for _ in range(N_ITEMS):
        sku = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(10))
        qty = rng.randint(1, 500)
        cost = rng.random() * 100.0
        items.append((sku, qty, cost))
    return items


def price_item(cost, qty):
    p = cost
    for r in range(PRICE_ROUNDS):
        p = p * 1.0125 + (qty % (r + 3)) * 0.01
    return p


def price_all(items):
    out = []
    for sku, qty, cost in items:
        out.append((sku, price_item(cost, qty) * qty))
    return out


def encode_row(sku, total):
    return "%s|%012.3f" % (sku, total)


def serialize(priced):
    return "\n".join(encode_row(s, t) for s, t in priced)


def checksum(text):
    h = 2166136261
    for ch in text[::7]:
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    return h


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    rng = random.Random(seed)
    acc = 0
    for _ in range(N_BATCHES):
        items = make_items(rng)
        priced = price_all(items)
        acc ^= checksum(serialize(priced))
    print("seed=%d checksum=%08x" % (seed, acc))


if __name__ == "__main__":
    main()
