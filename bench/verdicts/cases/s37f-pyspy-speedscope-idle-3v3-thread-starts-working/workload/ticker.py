"""Ticker: the main thread produces a reading every TICK seconds (sleep, then a
short computation); a background "summary" thread keeps running statistics over
the readings.

Usage: python3 ticker.py before|after [seconds]

Each wakeup the summary thread drains every pending reading from the queue.
before: it only recomputes the full summary once per SUMMARY_EVERY readings;
        otherwise it files the readings and goes back to waiting on the queue.
after:  it recomputes the full summary on every wakeup (the "occasionally"
        check was dropped), so the thread is busy most of the time.
"""
import math
import queue
import random
import sys
import threading
import time

SUMMARY_EVERY = 100
TICK = 0.002
HISTORY = 6000


def compute_reading(rng, n=400):
    # producer-side work: one "reading" is an aggregate over n random samples
    acc = 0.0
    for _ in range(n):
        x = rng.random()
        acc += math.sqrt(x) * math.sin(x * 3.0) + math.cos(x)
    return acc / n


def recompute_summary(history):
    # full recomputation over the retained history: sort for percentiles,
    # two passes for mean/variance, a histogram
    data = sorted(history)
    n = len(data)
    if n == 0:
        return None
    mean = sum(data) / n
    var = 0.0
    for v in data:
        d = v - mean
        var += d * d
    var /= n
    lo, hi = data[0], data[-1]
    width = (hi - lo) / 32 or 1.0
    hist = [0] * 33
    for v in data:
        hist[int((v - lo) / width)] += 1
    return {
        "n": n,
        "mean": mean,
        "std": math.sqrt(var),
        "p50": data[n // 2],
        "p95": data[(n * 95) // 100],
        "hist": hist,
    }


def summary_worker(q, history, always_recompute, out):
    seen = 0
    next_summary_at = SUMMARY_EVERY
    summary = None
    done = False
    while not done:
        # block until something arrives, then take everything that is pending
        batch = [q.get()]
        while True:
            try:
                batch.append(q.get_nowait())
            except queue.Empty:
                break
        for item in batch:
            if item is None:
                done = True
                break
            history.append(item)
            seen += 1
        if len(history) > HISTORY:
            del history[: len(history) - HISTORY]
        if always_recompute or seen >= next_summary_at:
            summary = recompute_summary(history)
            next_summary_at = seen + SUMMARY_EVERY
    out["summary"] = summary
    out["seen"] = seen


def main():
    mode = sys.argv[1]
    if mode not in ("before", "after"):
        raise SystemExit("mode must be before|after")
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 8.0
    always = mode == "after"
    rng = random.Random(1234)
    q = queue.Queue()
    history = [rng.random() for _ in range(HISTORY)]
    out = {}
    t = threading.Thread(
        target=summary_worker, name="summary", args=(q, history, always, out)
    )
    t.start()
    produced = 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        # a new reading becomes available every TICK seconds
        time.sleep(TICK)
        q.put(compute_reading(rng))
        produced += 1
    q.put(None)
    t.join()
    print(f"mode={mode} produced={produced} seen={out['seen']} "
          f"mean={out['summary']['mean']:.4f}", flush=True)


if __name__ == "__main__":
    main()
