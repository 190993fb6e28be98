"""Log analytics job: main thread parses synthetic access-log lines, sessionises
them and computes per-endpoint latency percentiles; a background metrics thread
wakes every few ms to publish a snapshot of the job's counters (metrics.py)."""
import random
import sys
import threading
import time

import metrics

ENDPOINTS = ["/api/users", "/api/orders", "/api/cart", "/static/app.js",
             "/api/search", "/login", "/api/items", "/health"]


def generate_lines(rng, n):
    for i in range(n):
        ip = "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        ep = rng.choice(ENDPOINTS)
        status = rng.choice((200, 200, 200, 200, 304, 404, 500))
        ms = int(rng.expovariate(1 / 40.0)) + 1
        yield "%s - - [t=%d] \"GET %s HTTP/1.1\" %d %d" % (ip, i, ep, status, ms)


def parse_line(line):
    ip, rest = line.split(" - - ", 1)
    ts = int(rest[3:rest.index("]")])
    q1 = rest.index('"')
    q2 = rest.index('"', q1 + 1)
    method, path, _ = rest[q1 + 1:q2].split(" ")
    status, ms = rest[q2 + 2:].split(" ")
    return ip, ts, path, int(status), int(ms)


def sessionise(records, counters):
    sessions = {}
    for ip, ts, path, status, ms in records:
        s = sessions.get(ip)
        if s is None or ts - s[-1][0] > 500:
            s = []
            sessions[ip] = s
            counters["sessions"] += 1
        s.append((ts, path, status, ms))
    return sessions


def percentile(sorted_vals, p):
    if not sorted_vals:
        return 0
    k = (len(sorted_vals) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(sorted_vals) - 1)
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * (k - lo)


def endpoint_stats(sessions, counters):
    by_ep = {}
    for hits in sessions.values():
        for ts, path, status, ms in hits:
            by_ep.setdefault(path, []).append(ms)
            if status >= 500:
                counters["errors"] += 1
    out = {}
    for ep, vals in by_ep.items():
        vals.sort()
        out[ep] = (len(vals), percentile(vals, 0.5), percentile(vals, 0.95), percentile(vals, 0.99))
    return out


def run_batch(rng, n, counters):
    records = [parse_line(l) for l in generate_lines(rng, n)]
    counters["lines"] += len(records)
    sessions = sessionise(records, counters)
    return endpoint_stats(sessions, counters)


def main():
    batches = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    per_batch = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    rng = random.Random(1234)
    counters = {"lines": 0, "sessions": 0, "errors": 0}
    stop = threading.Event()
    t = threading.Thread(target=metrics.publish_loop, args=(counters, stop, 0.005),
                         name="metrics", daemon=True)
    t.start()
    checksum = 0.0
    for b in range(batches):
        stats = run_batch(rng, per_batch, counters)
        checksum += sum(v[2] for v in stats.values())
    stop.set()
    t.join()
    print("lines=%d sessions=%d errors=%d checksum=%.3f" % (
        counters["lines"], counters["sessions"], counters["errors"], checksum))


if __name__ == "__main__":
    main()
