"""Batch 'service': a thread pool handles requests, a metrics thread summarises latencies."""
import hashlib
import json
import random
import sys
import threading
import time
import zlib
from concurrent.futures import ThreadPoolExecutor

METRICS_PASSES = 1          # how many summaries the metrics thread computes per tick

LAT = []                    # shared latency log (append-only, guarded by the GIL)
LAT_LOCK = threading.Lock()


def make_payload(rng, i):
    items = [{"sku": "SKU-%05d" % rng.randint(0, 99999), "qty": rng.randint(1, 9),
              "price": round(rng.random() * 100, 2), "tags": [rng.choice("abcdef") for _ in range(3)]}
             for _ in range(rng.randint(20, 60))]
    return json.dumps({"order": i, "customer": "C%04d" % rng.randint(0, 9999), "items": items})


def transform(order):
    lines = []
    total = 0.0
    for it in order["items"]:
        amount = it["qty"] * it["price"]
        if "a" in it["tags"]:
            amount *= 0.9
        total += amount
        lines.append("%s,%d,%.2f,%s" % (it["sku"], it["qty"], amount, "|".join(sorted(it["tags"]))))
    lines.append("TOTAL,%.2f" % total)
    return "\n".join(lines)


def archive(text):
    blob = (text * 8).encode()
    packed = zlib.compress(blob, 6)
    digest = hashlib.sha256(blob * 4).hexdigest()
    return len(packed), digest


def validate(order):
    seen = set()
    for it in order["items"]:
        sku = it["sku"]
        if not (sku.startswith("SKU-") and sku[4:].isdigit()):
            raise ValueError(sku)
        if it["qty"] <= 0 or it["price"] < 0:
            raise ValueError(it)
        for t in it["tags"]:
            if t not in "abcdef":
                raise ValueError(t)
        seen.add(sku)
    return len(seen)


def handle_request(payload):
    t0 = time.perf_counter()
    order = json.loads(payload)
    validate(order)
    text = transform(order)
    size, digest = archive(text)
    time.sleep(0.0005)                  # downstream write
    dt = time.perf_counter() - t0
    with LAT_LOCK:
        LAT.append(dt)
    return size, digest[:8]


def summarize(window):
    buckets = [0] * 40
    total = 0.0
    worst = 0.0
    for v in window:
        ms = v * 1000.0
        b = int(ms * 4)
        if b >= 40:
            b = 39
        buckets[b] += 1
        total += ms
        if ms > worst:
            worst = ms
    acc = 0
    p50 = p99 = 0
    n = len(window)
    for i, c in enumerate(buckets):
        acc += c
        if not p50 and acc >= n * 0.5:
            p50 = i
        if not p99 and acc >= n * 0.99:
            p99 = i
    return {"n": n, "mean": total / max(n, 1), "max": worst, "p50": p50 / 4, "p99": p99 / 4}


def metrics_loop(stop, out):
    while not stop.is_set():
        window = LAT[-3000:]
        for _ in range(METRICS_PASSES):
            out.append(summarize(window))
        stop.wait(0.01)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    rng = random.Random(3)
    distinct = [make_payload(rng, i) for i in range(300)]
    payloads = [distinct[i % 300] for i in range(n)]
    stop = threading.Event()
    snaps = []
    mt = threading.Thread(target=metrics_loop, args=(stop, snaps), name="metrics")
    mt.start()
    t0 = time.time()
    with ThreadPoolExecutor(max_workers=4, thread_name_prefix="worker") as pool:
        results = list(pool.map(handle_request, payloads, chunksize=8))
    stop.set()
    mt.join()
    print("requests=%d snapshots=%d last_p99=%.2fms elapsed=%.2fs" % (
        len(results), len(snaps), snaps[-1]["p99"] if snaps else -1, time.time() - t0))


if __name__ == "__main__":
    main()
