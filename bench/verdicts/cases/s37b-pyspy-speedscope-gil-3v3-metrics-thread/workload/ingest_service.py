"""Toy ingest service: worker threads parse and score synthetic records in pure Python.

variant "before": two worker threads only.
variant "after":  same workers, plus a metrics thread that keeps re-summarising a
                  large in-memory stats dict in a pure-Python loop (holds the GIL
                  whenever it runs; never sleeps).

Usage: python3 ingest_service.py before|after [seconds]
"""
import random
import sys
import threading
import time

VARIANT = sys.argv[1]
DURATION = float(sys.argv[2]) if len(sys.argv) > 2 else 6.0
assert VARIANT in ("before", "after")

STOP = threading.Event()
STATS = {}            # shared stats: key -> [count, total, max]
STATS_LOCK = threading.Lock()


def make_record(rng):
    fields = [str(rng.randint(0, 99999)) for _ in range(12)]
    return ",".join(fields) + ";" + "".join(rng.choice("abcdefghij") for _ in range(24))


def parse_record(line):
    nums, tag = line.split(";")
    values = [int(x) for x in nums.split(",")]
    return values, tag


def score_record(values, tag):
    acc = 0
    for i, v in enumerate(values):
        acc = (acc * 31 + v * (i + 1)) % 1000003
    for ch in tag:
        acc = (acc ^ ord(ch)) * 17 % 1000003
    return acc


def process_batch(rng, batch):
    local = {}
    for _ in range(batch):
        values, tag = parse_record(make_record(rng))
        s = score_record(values, tag)
        key = tag[:3]
        ent = local.get(key)
        if ent is None:
            local[key] = [1, s, s]
        else:
            ent[0] += 1
            ent[1] += s
            if s > ent[2]:
                ent[2] = s
    return local


def worker(seed):
    rng = random.Random(seed)
    while not STOP.is_set():
        local = process_batch(rng, 40)
        with STATS_LOCK:
            for k, (c, t, m) in local.items():
                ent = STATS.setdefault(k, [0, 0, 0])
                ent[0] += c
                ent[1] += t
                if m > ent[2]:
                    ent[2] = m
        time.sleep(0.002)   # simulated I/O wait between batches (GIL released)


def summarize_metrics(stats, history):
    """Pure-Python pass over a big dict: totals, mean, top-k by total."""
    count = 0
    total = 0
    best = []
    for key, ent in stats.items():
        count += ent[0]
        total += ent[1]
        if len(best) < 10:
            best.append((ent[1], key))
            best.sort()
        elif ent[1] > best[0][0]:
            best[0] = (ent[1], key)
            best.sort()
    mean = total / count if count else 0.0
    for key, ent in history.items():
        ent[0] = (ent[0] * 7 + mean) / 8
        ent[1] = max(ent[1], mean)
    return count, mean, best


def metrics_loop():
    history = dict.fromkeys(range(200_000))
    for k in history:
        history[k] = [0.0, 0.0]
    big = {i: [1 + i % 9, (i * 7919) % 1000003, 0] for i in range(200_000)}
    while not STOP.is_set():
        summarize_metrics(big, history)


def main():
    threads = [threading.Thread(target=worker, args=(i,), name="worker-%d" % i) for i in range(2)]
    if VARIANT == "after":
        threads.append(threading.Thread(target=metrics_loop, name="metrics"))
    for t in threads:
        t.start()
    time.sleep(DURATION)
    STOP.set()
    for t in threads:
        t.join()
    print(VARIANT, "done; keys", len(STATS), "records", sum(e[0] for e in STATS.values()))


if __name__ == "__main__":
    main()
