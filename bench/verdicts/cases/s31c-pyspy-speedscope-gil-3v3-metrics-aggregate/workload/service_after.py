"""A request-processing worker (main thread, pure Python) with a background
metrics thread that publishes a snapshot of the service's statistics every 5 ms.
AFTER: each snapshot also aggregates the whole 20000-entry latency window in pure
Python (mean, max, p50/p99 via a histogram), holding the GIL for much longer."""
import sys, threading, time
from collections import deque

WINDOW = 20000


class Stats:
    def __init__(self):
        self.count = 0
        self.total = 0.0
        self.latencies = deque(maxlen=WINDOW)


def tokenize(text):
    out, word = [], []
    for ch in text:
        if ch.isalnum():
            word.append(ch.lower())
        elif word:
            out.append("".join(word)); word = []
    if word:
        out.append("".join(word))
    return out


def score(tokens, weights):
    s = 0
    for t in tokens:
        s += weights.get(t, 1) * len(t)
    return s


def handle_request(i, weights):
    text = f"GET /api/v{i % 3}/items/{i} user={i * 7919 % 1000} q=alpha beta gamma delta {i % 17} epsilon"
    return score(tokenize(text), weights)


def publish_metrics(stats, sink):
    sink["count"] = stats.count
    sink["sum"] = stats.total
    sink["last"] = stats.latencies[-1] if stats.latencies else 0.0
    # latency distribution over the window: 100 buckets of 10 us
    buckets = [0] * 100
    total = 0.0
    worst = 0.0
    n = 0
    for x in list(stats.latencies):
        total += x
        if x > worst:
            worst = x
        b = int(x * 1e5)
        buckets[b if b < 100 else 99] += 1
        n += 1
    seen, p50, p99 = 0, None, None
    for b, c in enumerate(buckets):
        seen += c
        if p50 is None and seen >= n * 0.5:
            p50 = b * 1e-5
        if p99 is None and seen >= n * 0.99:
            p99 = b * 1e-5
    sink["mean"] = total / max(n, 1)
    sink["max"] = worst
    sink["p50"], sink["p99"] = p50, p99


def metrics_loop(stats, sink, stop):
    while not stop.is_set():
        publish_metrics(stats, sink)
        time.sleep(0.005)


def main(duration):
    stats, sink, stop = Stats(), {}, threading.Event()
    weights = {"alpha": 3, "beta": 2, "gamma": 5, "items": 2, "api": 1}
    for i in range(WINDOW):       # warm window
        stats.latencies.append((i % 100) / 1e5)
    t = threading.Thread(target=metrics_loop, args=(stats, sink, stop), name="metrics")
    t.start()
    t_end = time.monotonic() + duration
    i = acc = 0
    while time.monotonic() < t_end:
        t0 = time.perf_counter()
        acc += handle_request(i, weights)
        dt = time.perf_counter() - t0
        stats.count += 1
        stats.total += dt
        stats.latencies.append(dt)
        i += 1
    stop.set()
    t.join()
    print(f"requests={i} acc={acc} metrics={sorted(sink)}")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 5.0)
