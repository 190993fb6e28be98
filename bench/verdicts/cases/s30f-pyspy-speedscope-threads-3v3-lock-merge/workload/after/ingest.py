"""Access-log ingester: 4 worker threads parse chunks of log lines and merge
per-chunk byte/latency totals into a shared dict (after: merge under a lock,
plus a leaderboard refresh inside the lock)."""
import random
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from operator import itemgetter

METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]
STATUS = [200, 200, 200, 200, 201, 204, 301, 304, 404, 500]

totals = {}          # path -> [requests, bytes, latency_ms]
top_paths = []


def make_lines(rng, n, n_paths):
    paths = ["/api/v1/%s/%d" % (rng.choice(["users", "orders", "items", "cart"]), i)
             for i in range(n_paths)]
    lines = []
    for i in range(n):
        lines.append("10.0.%d.%d - - [12/Mar/2024:10:%02d:%02d] \"%s %s HTTP/1.1\" %d %d %.3f" % (
            rng.randint(0, 255), rng.randint(0, 255), i % 60, (i * 7) % 60,
            rng.choice(METHODS), rng.choice(paths), rng.choice(STATUS),
            rng.randint(200, 90000), rng.expovariate(1 / 40.0)))
    return lines


def parse_line(line):
    head, _, rest = line.partition('"')
    request, _, tail = rest.partition('"')
    method, path, _proto = request.split(" ")
    status, size, latency = tail.split()
    return method, path, int(status), int(size), float(latency)


def process_chunk(chunk):
    local = {}
    for line in chunk:
        method, path, status, size, latency = parse_line(line)
        if status >= 500:
            latency *= 2.0
        acc = local.get(path)
        if acc is None:
            acc = local[path] = [0, 0, 0.0]
        acc[0] += 1
        acc[1] += size
        acc[2] += latency
    merge_results(local)
    return len(chunk)


_totals_lock = threading.Lock()


def merge_results(local):
    global top_paths
    with _totals_lock:
        for path, (n, size, lat) in local.items():
            acc = totals.get(path)
            if acc is None:
                totals[path] = [n, size, lat]
            else:
                acc[0] += n
                acc[1] += size
                acc[2] += lat
        # keep the "top 20 paths by bytes" leaderboard current after every merge
        top_paths = sorted(totals.items(), key=itemgetter(1), reverse=True)[:20]


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    rng = random.Random(7)
    lines = make_lines(rng, 60000, 3000)
    chunk_size = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    chunks = [lines[i:i + chunk_size] for i in range(0, len(lines), chunk_size)]
    done = 0
    with ThreadPoolExecutor(max_workers=4) as pool:
        for _ in range(rounds):
            done += sum(pool.map(process_chunk, chunks))
    reqs = sum(v[0] for v in totals.values())
    print(f"lines={done} paths={len(totals)} requests={reqs}")


if __name__ == "__main__":
    main()
