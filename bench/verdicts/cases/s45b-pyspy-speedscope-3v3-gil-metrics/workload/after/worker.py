"""Order-processing worker: a small thread pool parses, prices and
summarises synthetic orders.  Deterministic input (seeded RNG)."""
import hashlib
import json
import random
import sys
import threading
import time
import queue

N_ORDERS = int(sys.argv[1]) if len(sys.argv) > 1 else 6000
N_WORKERS = 3
ENABLE_METRICS = True

SKUS = ["sku-%04d" % i for i in range(400)]


def make_orders(n, seed=1234):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        lines = [{"sku": rnd.choice(SKUS), "qty": rnd.randint(1, 9),
                  "price": round(rnd.uniform(0.5, 120.0), 2)}
                 for _ in range(rnd.randint(3, 12))]
        out.append(json.dumps({"id": i, "customer": "c%05d" % rnd.randint(0, 9999),
                               "lines": lines, "coupon": rnd.random() < 0.2}))
    return out


def parse_order(raw):
    doc = json.loads(raw)
    if not isinstance(doc.get("lines"), list):
        raise ValueError("bad order")
    return doc


def line_total(line):
    amount = line["qty"] * line["price"]
    if line["qty"] >= 5:
        amount *= 0.95
    return round(amount, 2)


def apply_tax(subtotal, customer):
    rate = 0.07 + (int(customer[1:]) % 5) * 0.01
    return round(subtotal * (1.0 + rate), 2)


def price_order(doc):
    subtotal = 0.0
    for line in doc["lines"]:
        subtotal += line_total(line)
    if doc["coupon"]:
        subtotal *= 0.9
    return apply_tax(subtotal, doc["customer"])


def fingerprint(doc, total):
    h = 0
    for line in doc["lines"]:
        for ch in line["sku"]:
            h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    h ^= int(total * 100)
    return hashlib.sha1(str(h).encode()).hexdigest()[:12]


def handle(raw):
    doc = parse_order(raw)
    total = 0.0
    for _ in range(20):          # re-price under each promotion rule
        total = price_order(doc)
    return doc["id"], total, fingerprint(doc, total)


def metrics_loop(stats, stop):
    """Telemetry thread: every 2 ms recompute latency percentiles and a
    histogram over the recent window (pure Python, holds the GIL)."""
    snapshots = []
    while not stop.is_set():
        with stats.lock:
            window = list(stats.latencies[-20000:])
        if window:
            snapshots.append(summarize_latencies(window))
            snapshots = snapshots[-10:]
        time.sleep(0.002)


def summarize_latencies(window):
    ordered = sorted(window)
    n = len(ordered)
    pct = {p: ordered[min(n - 1, int(n * p / 100.0))] for p in (50, 90, 99, 99.9)}
    mean = sum(ordered) / n
    var = 0.0
    for x in ordered:
        var += (x - mean) * (x - mean)
    buckets = [0] * 128
    for x in ordered:
        b = 0
        us = x * 1e6
        while us > 1.0 and b < 127:
            us /= 1.2
            b += 1
        buckets[b] += 1
    return pct, mean, var / n, buckets


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.latencies = []
        self.done = 0


def worker_loop(q, results, stats):
    while True:
        raw = q.get()
        if raw is None:
            return
        t0 = time.perf_counter()
        oid, total, fp = handle(raw)
        results[oid] = (total, fp)
        with stats.lock:
            stats.latencies.append(time.perf_counter() - t0)
            stats.done += 1


def main():
    orders = make_orders(N_ORDERS)
    q = queue.Queue()
    results = {}
    stats = Stats()
    threads = [threading.Thread(target=worker_loop, args=(q, results, stats), name="worker-%d" % i)
               for i in range(N_WORKERS)]
    for t in threads:
        t.start()
    stop = threading.Event()
    if ENABLE_METRICS:
        m = threading.Thread(target=metrics_loop, args=(stats, stop), name="metrics")
        m.start()
    for raw in orders:
        q.put(raw)
    for _ in threads:
        q.put(None)
    for t in threads:
        t.join()
    stop.set()
    if ENABLE_METRICS:
        m.join()
    digest = hashlib.sha1(repr(sorted(results.items())).encode()).hexdigest()
    print("orders=%d digest=%s" % (len(results), digest))


if __name__ == "__main__":
    main()
