"""Toy service: main thread handles steady "requests"; a background metrics
thread wakes every TICK seconds and summarises recent latencies in pure Python.

--variant before : summarise_metrics() summarises the last 500 latency samples
--variant after  : summarises the last 5000 samples (mean/max, sorted percentiles,
                   log2 histogram, all pure Python), so each tick holds the GIL ~10x longer
The main thread's work per request is identical in both variants.
"""
import argparse
import random
import threading
import time

TICK = 0.01


def handle_request(rng, payload):
    # steady pure-Python work on the main thread
    total = 0
    for i in range(400):
        total = (total * 31 + payload[i % len(payload)] + i) & 0xFFFFFFFF
    return total


def serve(duration, latencies, stop):
    rng = random.Random(1234)
    payload = [rng.randrange(1000) for _ in range(64)]
    end = time.perf_counter() + duration
    n = 0
    while time.perf_counter() < end:
        t0 = time.perf_counter()
        handle_request(rng, payload)
        latencies.append(time.perf_counter() - t0)
        if len(latencies) > 6000:
            del latencies[:2000]
        n += 1
    stop.set()
    return n


def summarise_metrics(latencies, window):
    recent = latencies[-window:]
    if not recent:
        return None
    s = 0.0
    mx = 0.0
    for v in recent:
        s += v
        if v > mx:
            mx = v
    summary = {"mean": s / len(recent), "max": mx}
    ordered = sorted(recent)
    summary["p50"] = ordered[len(ordered) // 2]
    summary["p99"] = ordered[int(len(ordered) * 0.99)]
    hist = [0] * 32
    for v in recent:
        b = 0
        x = v * 1e6
        while x > 1.0 and b < 31:
            x /= 2.0
            b += 1
        hist[b] += 1
    summary["hist"] = hist
    return summary


def metrics_loop(latencies, stop, window, out, busy):
    while not stop.is_set():
        t0 = time.perf_counter()
        out.append(summarise_metrics(latencies, window))
        busy[0] += time.perf_counter() - t0
        busy[1] += 1
        if len(out) > 100:
            del out[:50]
        time.sleep(TICK)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", choices=["before", "after"], required=True)
    ap.add_argument("--duration", type=float, default=6.0)
    a = ap.parse_args()
    # THE CHANGE: the metrics window grows from 500 to 5000 samples
    window = 5000 if a.variant == "after" else 500
    latencies = [0.0001] * 5000
    stop = threading.Event()
    out = []
    busy = [0.0, 0]
    t_start = time.perf_counter()
    th = threading.Thread(target=metrics_loop, name="metrics",
                          args=(latencies, stop, window, out, busy), daemon=True)
    th.start()
    n = serve(a.duration, latencies, stop)
    th.join()
    wall = time.perf_counter() - t_start
    print(f"variant={a.variant} window={window} requests={n} summaries={busy[1]} "
          f"metrics_busy={busy[0]:.3f}s wall={wall:.3f}s busy_share={busy[0] / wall:.1%}")


if __name__ == "__main__":
    main()
