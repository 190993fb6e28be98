"""Parse a synthetic access log in a worker thread and aggregate per-endpoint stats."""
import random
import threading
from collections import defaultdict

ENDPOINTS = ["/api/users", "/api/orders", "/api/items", "/login", "/static/app.js", "/health"]
METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]


def make_log(n, seed=1234):
    rnd = random.Random(seed)
    lines = []
    for i in range(n):
        ip = f"10.{rnd.randrange(256)}.{rnd.randrange(256)}.{rnd.randrange(256)}"
        ep = rnd.choice(ENDPOINTS)
        status = rnd.choices([200, 201, 304, 404, 500], weights=[80, 5, 8, 5, 2])[0]
        size = rnd.randrange(200, 50_000)
        ms = round(rnd.lognormvariate(3.0, 0.8), 2)
        lines.append(f'{ip} - - [27/Nov/2026:10:{i // 60 % 60:02d}:{i % 60:02d} +0000] '
                     f'"{rnd.choice(METHODS)} {ep}?page={rnd.randrange(50)} HTTP/1.1" {status} {size} {ms}')
    return lines


def parse_line(line):
    head, _, rest = line.partition('"')
    request, _, tail = rest.partition('"')
    method, path, _proto = request.split(" ")
    status, size, ms = tail.split()
    return head.split(" ", 1)[0], method, path.split("?", 1)[0], int(status), int(size), float(ms)


class MetricsReporter(threading.Thread):
    """Keeps a live latency summary of the most recent requests for the status page."""

    def __init__(self, latencies, stop, interval=0.005, window=20_000):
        super().__init__(name="metrics", daemon=True)
        self.latencies = latencies
        self.stop = stop
        self.interval = interval
        self.window = window
        self.snapshot = {}
        self.updates = 0

    def compute(self):
        recent = self.latencies[-self.window:]
        if not recent:
            return
        n = len(recent)
        mean = sum(recent) / n
        var = sum((x - mean) ** 2 for x in recent) / n
        ordered = sorted(recent)
        self.snapshot = {
            "n": n,
            "mean": mean,
            "stdev": var ** 0.5,
            "p50": ordered[n // 2],
            "p95": ordered[int(n * 0.95)],
            "p99": ordered[int(n * 0.99)],
            "max": ordered[-1],
        }
        self.updates += 1

    def run(self):
        while not self.stop.wait(self.interval):
            self.compute()


class Worker(threading.Thread):
    def __init__(self, lines, latencies, passes):
        super().__init__(name="log-worker")
        self.lines = lines
        self.latencies = latencies
        self.passes = passes
        self.per_endpoint = defaultdict(lambda: {"count": 0, "bytes": 0, "errors": 0, "ms": 0.0})
        self.clients = defaultdict(int)

    def run(self):
        for _ in range(self.passes):
            for line in self.lines:
                ip, method, path, status, size, ms = parse_line(line)
                agg = self.per_endpoint[f"{method} {path}"]
                agg["count"] += 1
                agg["bytes"] += size
                agg["ms"] += ms
                if status >= 500:
                    agg["errors"] += 1
                self.clients[ip] += 1
                self.latencies.append(ms)


def main():
    lines = make_log(100_000)
    latencies = []  # shared: every processed request's latency
    worker = Worker(lines, latencies, passes=6)
    stop = threading.Event()
    metrics = MetricsReporter(latencies, stop)
    metrics.start()
    worker.start()
    worker.join()
    stop.set()
    metrics.join()
    top = sorted(worker.per_endpoint.items(), key=lambda kv: -kv[1]["count"])[:3]
    print(f"processed {len(latencies)} requests, {len(worker.clients)} clients")
    for key, agg in top:
        print(f"  {key:24s} {agg['count']:7d} avg {agg['ms'] / agg['count']:.2f} ms errors {agg['errors']}")
    print(f"metrics: {metrics.updates} updates, last p95 {metrics.snapshot.get('p95')}")


if __name__ == "__main__":
    main()
