"""Order-pricing worker with a background metrics thread.

The main thread prices a fixed batch of synthetic orders (pure Python work).
A background "metrics" thread wakes every few milliseconds and summarizes the
per-order latencies the worker has recorded so far.
"""
import random
import threading
import time
from collections import deque

N_ORDERS = 110_000
TICK_S = 0.004
WINDOW = 20_000

latencies = deque(maxlen=WINDOW)
stats = {"count": 0, "max": 0.0}
done = threading.Event()


def make_order(rng, i):
    n_lines = rng.randint(2, 8)
    return {
        "id": i,
        "region": rng.choice(("eu", "us", "apac", "latam")),
        "lines": [(f"sku-{rng.randint(0, 9999):04d}", rng.randint(1, 5),
                   round(rng.uniform(1.0, 250.0), 2)) for _ in range(n_lines)],
    }


TAX = {"eu": 0.21, "us": 0.07, "apac": 0.10, "latam": 0.16}


def price_order(order):
    subtotal = 0.0
    for sku, qty, unit in order["lines"]:
        code = int(sku[4:])
        discount = 0.05 if code % 7 == 0 else 0.0
        subtotal += qty * unit * (1.0 - discount)
    tax = subtotal * TAX[order["region"]]
    return round(subtotal + tax, 2)


def worker():
    rng = random.Random(42)
    total = 0.0
    for i in range(N_ORDERS):
        t0 = time.perf_counter()
        order = make_order(rng, i)
        total += price_order(order)
        latencies.append(time.perf_counter() - t0)
    return total


def collect_metrics(seen):
    # heavier: full percentile/stddev summary of the whole sliding window every tick
    window = list(latencies)
    stats["count"] += 1
    if window:
        ordered = sorted(window)
        n = len(ordered)
        stats["p50"] = ordered[n // 2]
        stats["p95"] = ordered[int(n * 0.95)]
        stats["p99"] = ordered[int(n * 0.99)]
        mean = sum(ordered) / n
        var = 0.0
        for x in ordered:
            var += (x - mean) * (x - mean)
        stats["stddev"] = (var / n) ** 0.5
        if ordered[-1] > stats["max"]:
            stats["max"] = ordered[-1]
    return seen + len(window)


def metrics_loop():
    seen = 0
    while not done.is_set():
        seen = collect_metrics(seen)
        time.sleep(TICK_S)


def main():
    t = threading.Thread(target=metrics_loop, name="metrics", daemon=True)
    t.start()
    t0 = time.perf_counter()
    total = worker()
    done.set()
    t.join()
    print(f"priced {N_ORDERS} orders total={total:.2f} in {time.perf_counter() - t0:.2f}s "
          f"ticks={stats['count']}")


if __name__ == "__main__":
    main()
