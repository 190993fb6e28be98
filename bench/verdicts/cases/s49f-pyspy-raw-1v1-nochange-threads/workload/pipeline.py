"""Three-worker nightly report job.

Worker threads, each doing a different kind of work over the same seeded input:
  - "indexer":  tokenizes synthetic documents and builds an inverted index
  - "pricer":   runs a small pure-Python Monte Carlo option pricer
  - "archiver": serializes records to JSON, hashes and re-parses them
The main thread starts them and joins them, then prints a digest of results.
"""
import argparse
import hashlib
import json
import math
import random
import re
import threading
from collections import Counter, defaultdict

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi "
         "omicron pi rho sigma tau upsilon phi chi psi omega ledger account "
         "invoice payment refund carrier parcel route depot").split()

TOKEN_RE = re.compile(r"[a-z]+")


# ---------------------------------------------------------------- indexer
def make_documents(rng, n, length):
    return [" ".join(rng.choice(WORDS) for _ in range(length)) + f" doc{i}" for i in range(n)]


def tokenize(text):
    return TOKEN_RE.findall(text.lower())


def index_document(index, doc_id, text):
    counts = Counter(tokenize(text))
    for term, tf in counts.items():
        index[term].append((doc_id, tf))


def top_terms(index, k):
    scored = [(sum(tf for _, tf in postings), term) for term, postings in index.items()]
    scored.sort(reverse=True)
    return scored[:k]


def run_indexer(seed, rounds, results):
    rng = random.Random(seed)
    out = []
    for r in range(rounds):
        index = defaultdict(list)
        for doc_id, text in enumerate(make_documents(rng, 1200, 60)):
            index_document(index, doc_id, text)
        out.append(top_terms(index, 5))
    results["indexer"] = out


# ---------------------------------------------------------------- pricer
def gbm_path(rng, s0, mu, sigma, steps, dt):
    s = s0
    drift = (mu - 0.5 * sigma * sigma) * dt
    vol = sigma * math.sqrt(dt)
    for _ in range(steps):
        s *= math.exp(drift + vol * rng.gauss(0.0, 1.0))
    return s


def price_call(rng, strike, paths, steps):
    payoff = 0.0
    for _ in range(paths):
        st = gbm_path(rng, 100.0, 0.03, 0.2, steps, 1.0 / steps)
        payoff += max(st - strike, 0.0)
    return math.exp(-0.03) * payoff / paths


def run_pricer(seed, rounds, results):
    rng = random.Random(seed + 1)
    out = []
    for r in range(rounds):
        out.append([round(price_call(rng, k, 700, 52), 4) for k in (90.0, 100.0, 110.0)])
    results["pricer"] = out


# ---------------------------------------------------------------- archiver
def make_records(rng, n):
    return [{"id": i, "account": f"ACC{rng.randrange(5000)}",
             "lines": [{"sku": rng.randrange(10**6), "qty": rng.randrange(1, 9),
                        "price": round(rng.uniform(1, 500), 2)} for _ in range(6)],
             "note": " ".join(rng.choice(WORDS) for _ in range(8))} for i in range(n)]


def encode_batch(records):
    return [json.dumps(r, sort_keys=True) for r in records]


def digest_batch(blobs):
    h = hashlib.sha256()
    for b in blobs:
        h.update(hashlib.md5(b.encode()).digest())
    return h.hexdigest()


def verify_batch(blobs):
    total = 0.0
    for b in blobs:
        rec = json.loads(b)
        total += sum(l["qty"] * l["price"] for l in rec["lines"])
    return round(total, 2)


def run_archiver(seed, rounds, results):
    rng = random.Random(seed + 2)
    out = []
    for r in range(rounds):
        blobs = encode_batch(make_records(rng, 1300))
        out.append((digest_batch(blobs)[:16], verify_batch(blobs)))
    results["archiver"] = out


# ---------------------------------------------------------------- main
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=4242)
    ap.add_argument("--rounds", type=int, default=28)
    args = ap.parse_args()
    results = {}
    workers = [
        threading.Thread(target=run_indexer, name="indexer", args=(args.seed, args.rounds, results)),
        threading.Thread(target=run_pricer, name="pricer", args=(args.seed, args.rounds, results)),
        threading.Thread(target=run_archiver, name="archiver", args=(args.seed, args.rounds, results)),
    ]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    digest = hashlib.sha1(json.dumps(results, sort_keys=True).encode()).hexdigest()
    print("result digest", digest)


if __name__ == "__main__":
    main()
