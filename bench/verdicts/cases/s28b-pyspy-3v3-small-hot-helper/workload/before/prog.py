"""Toy limit-order-book replay.

Reads a deterministic stream of synthetic orders and matches them against a
price-level book. The hot loop converts every order price to integer ticks
with to_ticks() before matching.
"""
import random
import sys

TICK = 0.01


def gen_orders(seed, n):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        side = "B" if rnd.random() < 0.5 else "S"
        px = round(100.0 + rnd.gauss(0.0, 0.06), 4)
        qty = rnd.randint(1, 50)
        out.append((i, side, px, qty))
    return out


def to_ticks(px):
    return int(px / TICK + 0.5)


def match(book_bids, book_asks, side, ticks, qty):
    filled = 0
    if side == "B":
        while qty and book_asks:
            best = min(book_asks)
            if best > ticks:
                break
            avail = book_asks[best]
            take = avail if avail < qty else qty
            qty -= take
            filled += take
            if take == avail:
                del book_asks[best]
            else:
                book_asks[best] = avail - take
        if qty:
            book_bids[ticks] = book_bids.get(ticks, 0) + qty
    else:
        while qty and book_bids:
            best = max(book_bids)
            if best < ticks:
                break
            avail = book_bids[best]
            take = avail if avail < qty else qty
            qty -= take
            filled += take
            if take == avail:
                del book_bids[best]
            else:
                book_bids[best] = avail - take
        if qty:
            book_asks[ticks] = book_asks.get(ticks, 0) + qty
    return filled


def replay(orders, rounds):
    volume = 0
    for _ in range(rounds):
        bids, asks = {}, {}
        for oid, side, px, qty in orders:
            ticks = to_ticks(px)
            volume += match(bids, asks, side, ticks, qty)
    return volume


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 36
    orders = gen_orders(7, 100000)
    print("volume", replay(orders, rounds))


if __name__ == "__main__":
    main()
