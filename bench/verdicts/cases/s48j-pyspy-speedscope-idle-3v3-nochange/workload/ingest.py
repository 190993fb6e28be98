"""Log ingestion service (batch mode): the main thread parses and aggregates log
records; a writer thread receives finished aggregates over a queue and encodes
them; a heartbeat thread wakes periodically to report progress."""
import argparse
import hashlib
import json
import queue
import random
import threading
import time

LEVELS = ("DEBUG", "INFO", "WARN", "ERROR")
SERVICES = ("auth", "billing", "search", "gateway", "catalog", "mailer")


def make_records(rng, n):
    out = []
    for i in range(n):
        svc = rng.choice(SERVICES)
        lvl = LEVELS[min(3, int(rng.expovariate(1.2)))]
        latency = round(rng.lognormvariate(3.0, 0.8), 2)
        out.append(f"2026-11-29T08:{i % 60:02d}:{(i * 7) % 60:02d}Z {lvl} {svc} req={i} latency_ms={latency} user=u{rng.randrange(5000)}")
    return out


def parse_fields(rest):
    fields = {}
    for tok in rest.split():
        k, _, v = tok.partition("=")
        fields[k] = v
    return fields


def parse_record(line):
    ts, lvl, svc, rest = line.split(" ", 3)
    f = parse_fields(rest)
    return ts, lvl, svc, float(f["latency_ms"]), f["user"]


def percentile(sorted_vals, p):
    if not sorted_vals:
        return 0.0
    k = (len(sorted_vals) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(sorted_vals) - 1)
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * (k - lo)


def summarize(latencies):
    s = sorted(latencies)
    return {"n": len(s), "p50": percentile(s, 0.5), "p95": percentile(s, 0.95), "p99": percentile(s, 0.99)}


def aggregate(lines):
    by_svc = {}
    errors = {}
    users = {}
    for line in lines:
        ts, lvl, svc, lat, user = parse_record(line)
        by_svc.setdefault(svc, []).append(lat)
        if lvl == "ERROR":
            errors[svc] = errors.get(svc, 0) + 1
        users.setdefault(svc, set()).add(user)
    return {svc: dict(summarize(v), errors=errors.get(svc, 0), users=len(users[svc])) for svc, v in sorted(by_svc.items())}


def encode_batch(batch_no, summary):
    blob = json.dumps({"batch": batch_no, "summary": summary}, sort_keys=True).encode()
    digest = blob
    for _ in range(200):
        digest = hashlib.sha256(digest).digest()
    return digest.hex()[:16]


def writer(q, results):
    while True:
        try:
            item = q.get(timeout=0.2)
        except queue.Empty:
            continue
        if item is None:
            break
        batch_no, summary = item
        results.append(encode_batch(batch_no, summary))


def heartbeat(stop, progress):
    beats = 0
    while not stop.wait(0.05):
        beats += 1
        _ = sum(progress)  # cheap progress snapshot
    return beats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--batches", type=int, default=12)
    ap.add_argument("--per-batch", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=48)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    q = queue.Queue()
    results = []
    progress = []
    stop = threading.Event()
    w = threading.Thread(target=writer, args=(q, results), name="writer")
    h = threading.Thread(target=heartbeat, args=(stop, progress), name="heartbeat")
    w.start(); h.start()
    for b in range(a.batches):
        lines = make_records(rng, a.per_batch)
        q.put((b, aggregate(lines)))
        progress.append(len(lines))
    q.put(None)
    w.join()
    stop.set(); h.join()
    print("batches", len(results), "last", results[-1])


if __name__ == "__main__":
    main()
