"""Back-office batch runner: four worker threads, one per job kind.

worker-0 parses uploaded CSV statements, worker-1 scores sensor series for
anomalies, worker-2 renders customer notices, worker-3 builds signed digests
of account snapshots. Each worker drains its own queue of seeded jobs."""
import csv
import hashlib
import io
import json
import math
import queue
import random
import threading
import time


# ---- job kind: parse (worker-0) -------------------------------------------
def make_statement(rng):
    rows = ["date,account,description,amount"]
    for _ in range(200):
        rows.append(f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d},"
                    f"AC{rng.randrange(10**6):06d},\"payment, ref {rng.randrange(10**5)}\","
                    f"{rng.uniform(-500, 500):.2f}")
    return "\n".join(rows)


def parse_statement(text):
    reader = csv.DictReader(io.StringIO(text))
    total = 0.0
    by_month = {}
    for row in reader:
        amt = float(row["amount"])
        total += amt
        month = row["date"][:7]
        by_month[month] = by_month.get(month, 0.0) + amt
    return round(total, 2), len(by_month)


# ---- job kind: score (worker-1) -------------------------------------------
def make_series(rng):
    return [rng.gauss(20.0, 3.0) for _ in range(400)]


def score_series(values):
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / n
    std = math.sqrt(var)
    if std == 0:
        return 0
    return sum(1 for v in values if abs(v - mean) / std > 2.5)


# ---- job kind: render (worker-2) ------------------------------------------
NOTICE = ("Dear {name},\n\nyour contract {contract} ({plan}) renews on {date}.\n"
          "The new monthly fee is {fee:.2f} EUR{discount}.\n\nKind regards,\n{agent}\n")


def make_customer(rng):
    return {"name": f"Customer {rng.randrange(10**5)}", "contract": f"K-{rng.randrange(10**7):07d}",
            "plan": rng.choice(["basic", "plus", "pro"]), "date": f"2025-0{rng.randint(1, 9)}-01",
            "fee": rng.uniform(5, 80), "loyal": rng.random() < 0.3, "agent": rng.choice(["Ana", "Bo", "Cy"])}


def render_notices(customers):
    out = []
    for c in customers:
        discount = " (10% loyalty discount applied)" if c["loyal"] else ""
        fee = c["fee"] * (0.9 if c["loyal"] else 1.0)
        out.append(NOTICE.format(name=c["name"], contract=c["contract"], plan=c["plan"],
                                 date=c["date"], fee=fee, discount=discount, agent=c["agent"]))
    return sum(len(t) for t in out)


# ---- job kind: digest (worker-3) ------------------------------------------
def make_snapshot(rng):
    return {f"acct-{i}": {"balance": round(rng.uniform(0, 10**4), 2), "flags": rng.randrange(16)}
            for i in range(60)}


def digest_snapshot(snap):
    blob = json.dumps(snap, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()[:12]


# ---- runner ---------------------------------------------------------------
KINDS = {
    "parse": (make_statement, parse_statement, 300),
    "score": (make_series, score_series, 1500),
    "render": (lambda rng: [make_customer(rng) for _ in range(50)], render_notices, 2000),
    "digest": (make_snapshot, digest_snapshot, 3000),
}


def load_input(kind, job_id):
    """Stand-in for fetching the job's input from storage: regenerated from its id."""
    make, _, _ = KINDS[kind]
    return make(random.Random(f"{kind}-{job_id}"))


def worker(kind, jobs, results):
    _, handler, _ = KINDS[kind]
    acc = []
    while True:
        try:
            job_id = jobs.get_nowait()
        except queue.Empty:
            break
        acc.append(handler(load_input(kind, job_id)))
    results[kind] = acc


def main():
    queues = {}
    for kind, (_, _, count) in KINDS.items():
        q = queue.Queue()
        for job_id in range(count):
            q.put(job_id)
        queues[kind] = q
    results = {}
    t0 = time.perf_counter()
    threads = [threading.Thread(target=worker, name=f"worker-{i}", args=(kind, queues[kind], results))
               for i, kind in enumerate(KINDS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    took = time.perf_counter() - t0
    print(f"parse={sum(r[0] for r in results['parse']):.2f} anomalies={sum(results['score'])} "
          f"rendered={sum(results['render'])} digests={len(set(results['digest']))} took={took:.2f}s")


if __name__ == "__main__":
    main()
