"""Producer/consumer log digest.

One producer thread generates batches of access-log lines and puts them on a
bounded queue; three consumer threads take batches, parse each line and keep
per-path status counts and latency sums.  The main thread waits for all
threads and merges the per-consumer results.
"""
import queue
import random
import re
import sys
import threading
from collections import Counter, defaultdict

PATHS = ["/", "/login", "/api/items", "/api/items/{id}", "/api/cart", "/static/app.js",
         "/search", "/api/orders/{id}", "/healthz", "/admin"]
METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]
STATUSES = [200, 200, 200, 200, 201, 204, 301, 304, 400, 404, 500]
LINE_RE = re.compile(
    r'^(?P<ip>\d+\.\d+\.\d+\.\d+) - - \[(?P<ts>[^\]]+)\] "(?P<method>\w+) (?P<path>\S+) HTTP/1\.1" '
    r'(?P<status>\d{3}) (?P<size>\d+) (?P<ms>\d+)ms$'
)
STOP = object()


def producer(q, n_batches, batch_size, n_consumers, seed=42):
    rng = random.Random(seed)
    for b in range(n_batches):
        batch = []
        for i in range(batch_size):
            path = rng.choice(PATHS).replace("{id}", str(rng.randrange(1, 5000)))
            batch.append(
                f"10.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(256)} - - "
                f"[12/Mar/2024:10:{b % 60:02d}:{i % 60:02d} +0000] "
                f"\"{rng.choice(METHODS)} {path} HTTP/1.1\" {rng.choice(STATUSES)} "
                f"{rng.randrange(100, 90000)} {rng.randrange(1, 900)}ms"
            )
        q.put(batch)
    for _ in range(n_consumers):
        q.put(STOP)


def normalise_path(path):
    parts = path.split("/")
    return "/".join("{id}" if p.isdigit() else p for p in parts)


def consumer(q, out):
    status_counts = defaultdict(Counter)
    latency = defaultdict(int)
    while True:
        batch = q.get()
        if batch is STOP:
            break
        for line in batch:
            m = LINE_RE.match(line)
            if m is None:
                continue
            key = (m["method"], normalise_path(m["path"]))
            status_counts[key][int(m["status"])] += 1
            latency[key] += int(m["ms"])
    out.append((status_counts, latency))


def main():
    n_batches = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    q = queue.Queue(maxsize=16)
    results = []
    consumers = [threading.Thread(target=consumer, args=(q, results), name=f"consumer-{i}")
                 for i in range(3)]
    prod = threading.Thread(target=producer, args=(q, n_batches, 1000, len(consumers)),
                            name="producer")
    for t in consumers:
        t.start()
    prod.start()
    prod.join()
    for t in consumers:
        t.join()

    counts = defaultdict(Counter)
    latency = defaultdict(int)
    for sc, lat in results:
        for key, c in sc.items():
            counts[key].update(c)
        for key, ms in lat.items():
            latency[key] += ms
    total = sum(sum(c.values()) for c in counts.values())
    print(f"routes={len(counts)} requests={total} latency_ms={sum(latency.values())}")


if __name__ == "__main__":
    main()
