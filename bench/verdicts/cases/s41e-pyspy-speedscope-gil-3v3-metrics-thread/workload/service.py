"""A worker thread does a fixed amount of pure-Python work; a metrics thread ticks every 5 ms and
aggregates a window of recent latencies. --variant after: the metrics tick aggregates a 4x larger
window in pure Python (more work per tick, so it holds the GIL longer each tick)."""
import sys, threading, time

WINDOW = {"before": 1500, "after": 6000}


def process_item(x):
    acc = x
    for k in range(40):
        acc = (acc * 1664525 + 1013904223 + k) & 0xFFFFFFFF
    return acc


def worker(n_items, out):
    total = 0
    for i in range(n_items):
        total ^= process_item(i)
    out.append(total)


def collect_metrics(samples, window):
    # pure-Python aggregation over the most recent `window` latencies
    recent = samples[-window:]
    n = len(recent)
    s = 0.0
    sq = 0.0
    hi = 0.0
    for v in recent:
        s += v
        sq += v * v
        if v > hi:
            hi = v
    mean = s / n
    buckets = [0] * 16
    for v in recent:
        b = int(v * 16 / (hi + 1e-9))
        buckets[b if b < 16 else 15] += 1
    return mean, sq / n - mean * mean, hi, buckets


def metrics_loop(stop, window, report):
    samples = [((i * 7919) % 1000) / 10.0 for i in range(window)]
    ticks = 0
    while not stop.is_set():
        report.append(collect_metrics(samples, window)[0])
        ticks += 1
        time.sleep(0.005)
    report.append(ticks)


def main():
    variant = sys.argv[1] if len(sys.argv) > 1 else "before"
    n_items = int(sys.argv[2]) if len(sys.argv) > 2 else 120000
    stop = threading.Event()
    out, report = [], []
    m = threading.Thread(target=metrics_loop, args=(stop, WINDOW[variant], report), name="metrics")
    w = threading.Thread(target=worker, args=(n_items, out), name="worker")
    t0 = time.perf_counter()
    m.start(); w.start()
    w.join()
    stop.set(); m.join()
    print(f"{variant} window={WINDOW[variant]} items={n_items} result={out[0]} ticks={report[-1]} "
          f"elapsed={time.perf_counter() - t0:.2f}s")


if __name__ == "__main__":
    main()
