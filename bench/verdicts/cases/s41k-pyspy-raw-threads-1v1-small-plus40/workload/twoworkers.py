"""Two worker threads plus a merge step.
Thread 'pricer' runs price_worker -> price_quote per item,
thread 'router' runs route_worker -> route_packet per item,
then the main thread runs merge_results.
Usage: python3 twoworkers.py before|after [items]
before: route_packet does 10 mixing steps per item; after: 14 (40% more work). Nothing else changes."""
import sys
import threading

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
ITEMS = int(sys.argv[2]) if len(sys.argv) > 2 else 60000
ROUTE_STEPS = 14 if VARIANT == "after" else 10
PRICE_STEPS = 10


def price_quote(i):
    v = i * 2654435761 & 0xFFFFFFFF
    for k in range(PRICE_STEPS):
        v = (v * 31 + k * 7 + (v >> 5)) & 0xFFFFFFFF
    return v % 1000


def route_packet(i):
    h = (i ^ 0x5BD1E995) & 0xFFFFFFFF
    for k in range(ROUTE_STEPS):
        h = ((h << 5) + h + k + (h >> 7)) & 0xFFFFFFFF
    return h % 64


def price_worker(out):
    s = 0
    for i in range(ITEMS):
        s += price_quote(i)
    out["price"] = s


def route_worker(out):
    counts = [0] * 64
    for i in range(ITEMS):
        counts[route_packet(i)] += 1
    out["route"] = counts


def merge_results(out):
    t = 0
    for rep in range(ITEMS // 4):
        for c in out["route"][:16]:
            t = (t + c * rep + out["price"]) & 0xFFFFFFFF
    return t


def main():
    out = {}
    a = threading.Thread(target=price_worker, args=(out,), name="pricer")
    b = threading.Thread(target=route_worker, args=(out,), name="router")
    a.start(); b.start(); a.join(); b.join()
    print(VARIANT, ITEMS, ROUTE_STEPS, merge_results(out))


if __name__ == "__main__":
    main()
