"""Main thread does steady work for a fixed amount of iterations; a background
health-check thread wakes up every POLL_INTERVAL seconds and runs a small
pure-Python check.  The only difference between the variants is the interval:
    --interval 0.050  (before)
    --interval 0.001  (after)
"""
import argparse
import threading
import time

STATUS = {f"svc{i}": {"ok": True, "latency": i * 0.37, "errors": i % 3} for i in range(400)}


def health_check(status):
    # small pure-Python check of every registered service
    bad = 0
    total = 0.0
    for name, st in status.items():
        total += st["latency"]
        if not st["ok"] or st["errors"] > 5 or st["latency"] > 100.0:
            bad += 1
        if name.endswith("x"):
            bad += 1
    return bad, total / len(status)


def health_loop(stop, interval, counter):
    while not stop.is_set():
        time.sleep(interval)
        health_check(STATUS)
        counter[0] += 1


def crunch_orders(n):
    acc = 0
    for i in range(n):
        acc = (acc * 31 + i * i) % 1000003
    return acc


def render_report(rows):
    parts = []
    for r in range(rows):
        parts.append("row %d: %d" % (r, r * 7 % 13))
    return len("\n".join(parts))


def main_work(iters):
    s = 0
    for _ in range(iters):
        s += crunch_orders(20000)
        s += render_report(2000)
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--interval", type=float, required=True)
    ap.add_argument("--iters", type=int, default=600)
    a = ap.parse_args()
    stop = threading.Event()
    counter = [0]
    th = threading.Thread(target=health_loop, args=(stop, a.interval, counter), name="health")
    th.start()
    t0 = time.perf_counter()
    r = main_work(a.iters)
    el = time.perf_counter() - t0
    stop.set()
    th.join()
    print(f"interval={a.interval} iters={a.iters} result={r} main_s={el:.2f} checks={counter[0]}")


if __name__ == "__main__":
    main()
