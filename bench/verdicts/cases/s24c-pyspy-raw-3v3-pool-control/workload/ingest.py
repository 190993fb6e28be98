"""ingest: a small ingestion service simulation using a thread pool (3 workers).

Each job fetches a "page" (short sleep standing in for network I/O), decodes
key=value records, validates them, computes per-job statistics and a checksum.
The main thread submits jobs in batches and merges the results.
"""
import hashlib
import sys
import time
from concurrent.futures import ThreadPoolExecutor

N_JOBS = 1200


def fetch_page(job_id):
    time.sleep(0.002 + (job_id % 5) * 0.0005)        # simulated network latency
    x = job_id * 2654435761 & 0xFFFFFFFF
    rows = []
    for i in range(300):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        rows.append(f"id={job_id * 1000 + i};user=u{x % 977};amount={(x >> 8) % 100000 / 100:.2f};tag={'abcdefgh'[x % 8]}")
    return rows


def decode_records(rows):
    out = []
    for r in rows:
        d = {}
        for part in r.split(";"):
            k, v = part.split("=", 1)
            d[k] = v
        out.append(d)
    return out


def validate(records):
    ok = []
    for d in records:
        amt = float(d["amount"])
        if amt < 0 or not d["user"].startswith("u"):
            continue
        d["amount"] = amt
        ok.append(d)
    return ok


def job_stats(records):
    by_tag = {}
    for d in records:
        by_tag[d["tag"]] = by_tag.get(d["tag"], 0.0) + d["amount"]
    h = hashlib.sha1()
    for d in records:
        h.update(d["id"].encode())
    return by_tag, h.hexdigest()[:8]


def run_job(job_id):
    rows = fetch_page(job_id)
    recs = validate(decode_records(rows))
    time.sleep(0.001)                                  # simulated write-back
    return job_stats(recs)


def merge(results):
    total = {}
    digest = hashlib.sha1()
    for by_tag, h in results:
        for k, v in by_tag.items():
            total[k] = total.get(k, 0.0) + v
        digest.update(h.encode())
    return {k: round(v, 2) for k, v in sorted(total.items())}, digest.hexdigest()[:12]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else N_JOBS
    results = []
    with ThreadPoolExecutor(max_workers=3) as pool:
        for start in range(0, n, 60):
            results.extend(pool.map(run_job, range(start, min(n, start + 60))))
    print(merge(results))


if __name__ == "__main__":
    main()
