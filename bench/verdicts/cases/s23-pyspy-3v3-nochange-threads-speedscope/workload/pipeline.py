#!/usr/bin/env python3
"""Sensor-ingest pipeline: main thread reads (generates) raw CSV chunks and merges
results; 3 worker threads parse, clean, summarize and compress each chunk."""
import hashlib
import json
import queue
import random
import statistics
import sys
import threading
import zlib

N_WORKERS = 3


def generate_chunk(rng, chunk_id, rows=600):
    lines = ["ts,sensor,temp,humidity,status"]
    base = 1_700_000_000 + chunk_id * rows
    for i in range(rows):
        temp = rng.gauss(21.0, 3.0)
        if rng.random() < 0.01:
            temp = float("nan")
        lines.append(f"{base + i},s{rng.randint(1, 40):02d},{temp:.2f},{rng.uniform(20, 80):.1f},"
                     f"{'ok' if rng.random() < 0.97 else 'fault'}")
    return "\n".join(lines)


def parse_rows(text):
    rows = []
    it = iter(text.split("\n"))
    header = next(it).split(",")
    for line in it:
        rows.append(dict(zip(header, line.split(","))))
    return rows


def clean_rows(rows):
    out = []
    for r in rows:
        try:
            t = float(r["temp"])
        except ValueError:
            continue
        if t != t or r["status"] != "ok":
            continue
        out.append((int(r["ts"]), r["sensor"], t, float(r["humidity"])))
    return out


def summarize(rows):
    per = {}
    for ts, sensor, t, h in rows:
        per.setdefault(sensor, []).append(t)
    return {s: (len(v), round(statistics.fmean(v), 3), round(max(v) - min(v), 3)) for s, v in per.items()}


def compress_chunk(text):
    blob = zlib.compress(text.encode(), 6)
    return len(blob), hashlib.sha256(blob).hexdigest()[:16]


def worker(inq, outq):
    while True:
        item = inq.get()
        if item is None:
            break
        chunk_id, text = item
        rows = clean_rows(parse_rows(text))
        summary = summarize(rows)
        size, digest = compress_chunk(text)
        outq.put((chunk_id, summary, size, digest))


def merge(totals, summary):
    for sensor, (n, mean, spread) in summary.items():
        t = totals.setdefault(sensor, [0, 0.0, 0.0])
        t[0] += n
        t[1] += mean * n
        t[2] = max(t[2], spread)


def main():
    chunks = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    rng = random.Random(1234)
    inq, outq = queue.Queue(maxsize=8), queue.Queue()
    threads = [threading.Thread(target=worker, args=(inq, outq), name=f"worker-{i}") for i in range(N_WORKERS)]
    for t in threads:
        t.start()
    totals = {}
    sizes = 0
    digests = []
    done = 0
    for c in range(chunks):
        inq.put((c, generate_chunk(rng, c)))
        while not outq.empty():
            cid, summary, size, digest = outq.get()
            merge(totals, summary)
            sizes += size
            digests.append(digest)
            done += 1
    for _ in threads:
        inq.put(None)
    for t in threads:
        t.join()
    while not outq.empty():
        cid, summary, size, digest = outq.get()
        merge(totals, summary)
        sizes += size
        digests.append(digest)
        done += 1
    report = {s: (n, round(tot / n, 2), sp) for s, (n, tot, sp) in sorted(totals.items())}
    print(f"chunks={done} sensors={len(report)} compressed={sizes} "
          f"digest={hashlib.md5(json.dumps(report).encode() + ''.join(sorted(digests)).encode()).hexdigest()[:12]}")


if __name__ == "__main__":
    main()
