"""Two worker threads: one prices orders, one scores events. Fixed work per thread."""
import hashlib
import random
import sys
import threading

N_ORDERS = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
N_EVENTS = int(sys.argv[2]) if len(sys.argv) > 2 else 60000
SEED = int(sys.argv[3]) if len(sys.argv) > 3 else 1


def make_order(r):
    return {"id": r.randrange(1 << 30), "sku": "sku-%05d" % r.randrange(20000),
            "qty": r.randrange(1, 120), "price": round(r.uniform(1, 500), 2),
            "tags": [r.choice("abcdefgh") for _ in range(4)]}


def line_total(order):
    total = 0.0
    for i in range(order["qty"]):
        total += order["price"] * (1.0 - 0.01 * (i % 5))
    return total


def handle_order(order, ledger):
    total = line_total(order)
    key = order["sku"][:6]
    ledger[key] = ledger.get(key, 0.0) + total
    s = 0
    for t in order["tags"]:
        s += ord(t) * 31
    return s


def order_worker(out):
    r = random.Random(SEED)
    ledger = {}
    acc = 0
    for _ in range(N_ORDERS):
        acc += handle_order(make_order(r), ledger)
    out["orders"] = (acc, len(ledger))


def score_text(text):
    h = 0
    for ch in text:
        h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    return h


def handle_event(ev):
    d = hashlib.sha1(ev.encode()).hexdigest()
    return score_text(ev) ^ int(d[:8], 16)


def event_worker(out):
    r = random.Random(SEED + 1)
    acc = 0
    for i in range(N_EVENTS):
        ev = "event-%d-user-%d-%s" % (i, r.randrange(100000), "x" * r.randrange(10, 40))
        acc ^= handle_event(ev)
    out["events"] = acc


def main():
    out = {}
    t1 = threading.Thread(target=order_worker, args=(out,), name="orders")
    t2 = threading.Thread(target=event_worker, args=(out,), name="events")
    t1.start(); t2.start()
    t1.join(); t2.join()
    print(out)


if __name__ == "__main__":
    main()
