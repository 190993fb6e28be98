"""sensorlog: the main thread parses and scores synthetic sensor records and
aggregates them per sensor; a second thread (monitor) waits on a queue with a
timeout for progress heartbeats that the main thread posts every 2000 records.

--change none  : score_record smooths the first 16 readings with 3 smoothing constants.
--change alphas: score_record smooths them with 6 smoothing constants (twice the work per record).
"""
import argparse
import math
import queue
import random
import threading
import time


def make_lines(n, seed=7):
    rnd = random.Random(seed)
    sensors = ["s%03d" % i for i in range(200)]
    lines = []
    for i in range(n):
        vals = ",".join("%.3f" % rnd.uniform(-50, 150) for _ in range(32))
        lines.append("%d;%s;%s;%s" % (1700000000 + i, rnd.choice(sensors), rnd.choice("ABCD"), vals))
    return lines


def parse_record(line):
    ts, sensor, grade, vals = line.split(";")
    return int(ts), sensor, grade, [float(v) for v in vals.split(",")]


ALPHAS_BASE = (0.1, 0.3, 0.5)
ALPHAS_MORE = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6)


def score_record(readings, alphas):
    # exponentially smoothed mean and variance over the first 16 readings for each
    # smoothing constant, then a logistic score of the mean z-value of reading 16
    zs = 0.0
    last = readings[15]
    for alpha in alphas:
        mean = readings[0]
        var = 0.0
        for x in readings[1:16]:
            d = x - mean
            mean += alpha * d
            var = (1 - alpha) * (var + alpha * d * d)
        zs += (last - mean) / math.sqrt(var + 1e-9)
    z = zs / len(alphas)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def aggregate(stats, sensor, grade, score):
    s = stats.get(sensor)
    if s is None:
        s = stats[sensor] = {"n": 0, "sum": 0.0, "max": 0.0, "grades": {}}
    s["n"] += 1
    s["sum"] += score
    if score > s["max"]:
        s["max"] = score
    s["grades"][grade] = s["grades"].get(grade, 0) + 1


def monitor(q, done, seen):
    while not done.is_set():
        try:
            msg = q.get(timeout=0.05)
        except queue.Empty:
            continue
        seen.append(msg)


def process(lines, alphas, passes, q):
    stats = {}
    k = 0
    for _ in range(passes):
        for line in lines:
            ts, sensor, grade, readings = parse_record(line)
            aggregate(stats, sensor, grade, score_record(readings, alphas))
            k += 1
            if k % 2000 == 0:
                q.put(("progress", k))
    return stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--change", default="none", choices=["none", "alphas"])
    ap.add_argument("--lines", type=int, default=20000)
    ap.add_argument("--passes", type=int, default=8)
    a = ap.parse_args()
    alphas = ALPHAS_MORE if a.change == "alphas" else ALPHAS_BASE
    t0 = time.time()
    lines = make_lines(a.lines)
    q = queue.Queue()
    done = threading.Event()
    seen = []
    th = threading.Thread(target=monitor, args=(q, done, seen), name="monitor")
    th.start()
    stats = process(lines, alphas, a.passes, q)
    done.set()
    th.join()
    tot = sum(s["sum"] for s in stats.values())
    print("change=%s lines=%d passes=%d sensors=%d total=%.3f heartbeats=%d elapsed=%.2fs"
          % (a.change, a.lines, a.passes, len(stats), tot, len(seen), time.time() - t0))


if __name__ == "__main__":
    main()
