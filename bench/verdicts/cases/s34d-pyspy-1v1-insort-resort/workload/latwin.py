"""Access-log latency monitor: parses log lines, keeps per-route counters and a
sliding window of the most recent latencies (kept sorted) for percentile queries.

Variant is chosen with LATWIN_SORT=insort (before) or LATWIN_SORT=resort (after).
"""
import bisect
import os
import random
import sys
from collections import deque

SORT_MODE = os.environ.get("LATWIN_SORT", "insort")
ROUTES = ["/api/users", "/api/orders", "/api/items", "/health", "/api/search",
          "/static/app.js", "/api/cart", "/login"]
METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]


def make_lines(n, seed=7):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        route = rnd.choice(ROUTES)
        method = rnd.choice(METHODS)
        status = rnd.choice((200, 200, 200, 200, 201, 304, 404, 500))
        lat = rnd.lognormvariate(3.0, 0.8)
        size = rnd.randint(120, 90000)
        out.append(f"10.0.{i % 256}.{(i * 7) % 256} - - [12/Mar/2024:10:{i % 60:02d}:{(i * 13) % 60:02d}] "
                   f'"{method} {route}?id={i} HTTP/1.1" {status} {size} {lat:.3f}')
    return out


def parse_line(line):
    head, _, rest = line.partition('"')
    request, _, tail = rest.partition('"')
    method, path, _proto = request.split(" ")
    route = path.split("?", 1)[0]
    status_s, size_s, lat_s = tail.split()
    ip = head.split(" ", 1)[0]
    return ip, method, route, int(status_s), int(size_s), float(lat_s)


class LatencyWindow:
    def __init__(self, size):
        self.size = size
        self.order = deque()
        self.sorted = []

    def observe(self, v):
        if SORT_MODE == "insort":
            bisect.insort(self.sorted, v)
        else:
            self.sorted.append(v)
            self.sorted = sorted(self.sorted)
        self.order.append(v)
        if len(self.order) > self.size:
            old = self.order.popleft()
            i = bisect.bisect_left(self.sorted, old)
            del self.sorted[i]

    def percentile(self, p):
        s = self.sorted
        if not s:
            return 0.0
        k = min(len(s) - 1, int(p * len(s)))
        return s[k]


class RouteStats:
    def __init__(self):
        self.count = {}
        self.errors = {}
        self.bytes = {}
        self.clients = {}

    def update(self, ip, method, route, status, size):
        key = (method, route)
        self.count[key] = self.count.get(key, 0) + 1
        if status >= 500:
            self.errors[key] = self.errors.get(key, 0) + 1
        self.bytes[route] = self.bytes.get(route, 0) + size
        self.clients.setdefault(route, set()).add(ip)


def run(lines, window):
    stats = RouteStats()
    win = LatencyWindow(window)
    report = []
    for n, line in enumerate(lines, 1):
        ip, method, route, status, size, lat = parse_line(line)
        stats.update(ip, method, route, status, size)
        win.observe(lat)
        if n % 500 == 0:
            report.append((n, win.percentile(0.5), win.percentile(0.99)))
    return stats, report


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
    window = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    lines = make_lines(n)
    total = 0.0
    for _ in range(int(sys.argv[3]) if len(sys.argv) > 3 else 1):
        stats, report = run(lines, window)
        total += sum(p99 for _, _, p99 in report)
    print(SORT_MODE, n, window, len(report), round(total, 3), sum(stats.count.values()))


if __name__ == "__main__":
    main()
