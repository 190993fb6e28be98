"""Two worker threads doing different jobs on synthetic data:
- ingest worker: parses key=value log lines and counts status codes and bytes per method
- stats worker: keeps a sliding window of latencies and computes summary statistics per point
"""
import math
import random
import threading

N_LINES = 400_000
N_POINTS = 300_000
WINDOW = 24


def make_lines(rng, n):
    methods = ["GET", "POST", "PUT", "DELETE"]
    pool = [
        f"ts={1700000000 + i} method={rng.choice(methods)} path=/api/v{rng.randint(1, 3)}/items/{rng.randint(1, 9999)} "
        f"status={rng.choice((200, 200, 200, 201, 404, 500))} bytes={rng.randint(100, 90000)}"
        for i in range(4096)
    ]
    return [pool[i % 4096] for i in range(n)]


def parse_line(line):
    rec = {}
    for part in line.split(" "):
        k, _, v = part.partition("=")
        rec[k] = v
    rec["status"] = int(rec["status"])
    rec["bytes"] = int(rec["bytes"])
    return rec


def ingest_worker(lines, out):
    counts = {}
    bytes_by_method = {}
    for line in lines:
        rec = parse_line(line)
        counts[rec["status"]] = counts.get(rec["status"], 0) + 1
        m = rec["method"]
        bytes_by_method[m] = bytes_by_method.get(m, 0) + rec["bytes"]
    out["ingest"] = (counts, bytes_by_method)


def summarize_window(window):
    n = len(window)
    mean = math.fsum(window) / n  # changed: exact float summation for the mean
    var = sum((x - mean) * (x - mean) for x in window) / n
    return mean, math.sqrt(var), min(window), max(window)


def stats_worker(points, out):
    window = []
    acc = 0.0
    for x in points:
        window.append(x)
        if len(window) > WINDOW:
            window.pop(0)
        mean, sd, lo, hi = summarize_window(window)
        acc += mean + sd + (hi - lo)
    out["stats"] = acc


def main():
    rng = random.Random(7)
    lines = make_lines(rng, N_LINES)
    pool = [rng.expovariate(1 / 40.0) for _ in range(5000)]
    points = [pool[(i * 7919) % 5000] for i in range(N_POINTS)]
    out = {}
    t1 = threading.Thread(target=ingest_worker, args=(lines, out), name="ingest")
    t2 = threading.Thread(target=stats_worker, args=(points, out), name="stats")
    t1.start(); t2.start()
    t1.join(); t2.join()
    print(sorted(out["ingest"][0].items()), sorted(out["ingest"][1].items()), round(out["stats"], 3))


if __name__ == "__main__":
    main()
