"""Event ingester: the main thread decodes incoming messages and hands each batch to a
background 'job-worker' thread through a queue; a 'metrics' thread reports progress every
0.25 s and a 'flusher' thread snapshots the totals every 0.5 s. The worker blocks on the queue while it is empty."""
import json
import queue
import random
import sys
import threading
import time

N_MESSAGES = 16000


def make_message(rng, i):
    return json.dumps({"seq": i, "source": "sensor-%02d" % rng.randrange(40),
                       "readings": [20.0 + 10.0 * rng.random() for _ in range(60)]})


def decode(raw):
    msg = json.loads(raw)
    vals = msg["readings"]
    if len(vals) != 60 or any(v != v for v in vals):
        raise ValueError("bad message %d" % msg["seq"])
    return msg


def summarize(msg, totals):
    vals = sorted(msg["readings"])
    n = len(vals)
    mean = sum(vals) / n
    var = sum((v - mean) ** 2 for v in vals) / n
    sd = var ** 0.5 or 1.0
    outliers = sum(1 for v in vals if abs(v - mean) / sd > 2.5)
    hist = [0] * 10
    lo, span = vals[0], (vals[-1] - vals[0]) or 1.0
    for v in vals:
        hist[min(9, int((v - lo) / span * 10))] += 1
    pct = {p: vals[min(n - 1, int(n * p / 100))] for p in (50, 90, 99)}
    t = totals.setdefault(msg["source"], [0, 0.0, 0.0, float("inf"), float("-inf"), 0, [0] * 10, 0.0])
    t[0] += 1
    t[1] += mean
    t[2] += var
    t[3] = min(t[3], vals[0])
    t[4] = max(t[4], vals[-1])
    t[5] += outliers
    t[6] = [a + b for a, b in zip(t[6], hist)]
    t[7] = max(t[7], pct[99] - pct[50])


def job_worker(jobs, totals, progress):
    while True:
        job = jobs.get()
        if job is None:
            break
        summarize(job, totals)
        progress["done"] += 1


def metrics(stop, jobs, progress):
    while not stop.wait(0.25):
        progress["reports"].append((jobs.qsize(), progress["done"]))


def flusher(stop, totals, snapshots):
    while not stop.wait(0.5):
        snapshots.append(json.dumps(sorted(totals.items())[:5]))


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    rng = random.Random(seed)
    t0 = time.perf_counter()
    jobs = queue.Queue(maxsize=64)
    totals = {}
    progress = {"done": 0, "reports": []}
    stop = threading.Event()
    worker = threading.Thread(target=job_worker, args=(jobs, totals, progress), name="job-worker")
    reporter = threading.Thread(target=metrics, args=(stop, jobs, progress), name="metrics")
    snapshots = []
    flush = threading.Thread(target=flusher, args=(stop, totals, snapshots), name="flusher")
    worker.start()
    reporter.start()
    flush.start()
    for i in range(N_MESSAGES):
        raw = make_message(rng, i)
        jobs.put(decode(raw))
    jobs.put(None)
    worker.join()
    stop.set()
    reporter.join()
    flush.join()
    print("messages=%d sources=%d reports=%d snapshots=%d elapsed=%.3fs" % (
        progress["done"], len(totals), len(progress["reports"]), len(snapshots), time.perf_counter() - t0), file=sys.stderr)


if __name__ == "__main__":
    main()
