"""Report pipeline: the main thread schedules jobs on a 3-worker ThreadPoolExecutor.
Jobs are of a few kinds: CSV-ish parsing + aggregation, text tokenizing + n-gram counting,
JSON round-trips, and "fetches" that sleep (stand-ins for network/disk I/O). The main thread
merges results as they complete and computes a digest of the final report."""
import hashlib
import json
import random
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor, as_completed

WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho "
         "sigma tau upsilon phi chi psi omega").split()


def make_rows(rng, n):
    return ["%d,%s,%d.%02d,%s" % (rng.randrange(10000), rng.choice(WORDS), rng.randrange(500),
                                  rng.randrange(100), rng.choice(("eu", "us", "ap"))) for _ in range(n)]


def parse_row(line):
    uid, word, amount, region = line.split(",")
    return int(uid), word, float(amount), region


def aggregate_rows(lines):
    totals = defaultdict(float)
    counts = Counter()
    for line in lines:
        uid, word, amount, region = parse_row(line)
        totals[(region, word)] += amount
        counts[region] += 1
    return {"kind": "agg", "top": sorted(totals.items(), key=lambda kv: -kv[1])[:5], "counts": dict(counts)}


def tokenize(text):
    return [w.strip(".,;").lower() for w in text.split() if w]


def ngram_counts(text, n=3):
    toks = tokenize(text)
    c = Counter(tuple(toks[i:i + n]) for i in range(len(toks) - n + 1))
    return {"kind": "ngram", "top": [(" ".join(k), v) for k, v in c.most_common(3)]}


def json_roundtrip(rng, n):
    docs = [{"id": i, "tags": rng.sample(WORDS, 4), "score": rng.random(), "nested": {"a": [i, i * 2, i * 3]}}
            for i in range(n)]
    blob = json.dumps(docs)
    back = json.loads(blob)
    return {"kind": "json", "n": len(back), "sum": round(sum(d["score"] for d in back), 6)}


def fetch(resource, delay):
    time.sleep(delay)  # stand-in for network / disk I/O
    return {"kind": "fetch", "resource": resource}


def run_job(kind, seed):
    rng = random.Random(seed)
    if kind == "agg":
        return aggregate_rows(make_rows(rng, 6000))
    if kind == "ngram":
        text = " ".join(rng.choice(WORDS) for _ in range(12000))
        return ngram_counts(text)
    if kind == "json":
        return json_roundtrip(rng, 1500)
    return fetch("blob-%d" % seed, 0.02 + rng.random() * 0.03)


def merge(report, result):
    report[result["kind"]].append(result)


def summarize(report):
    """Running progress summary computed on the main thread while jobs complete."""
    lines = []
    for kind in sorted(report):
        blobs = sorted(json.dumps(r, sort_keys=True) for r in report[kind])
        lines.append("%s:%d:%s" % (kind, len(blobs), hashlib.md5("".join(blobs).encode()).hexdigest()[:8]))
    return ";".join(lines)


def main():
    njobs = int(sys.argv[1]) if len(sys.argv) > 1 else 240
    kinds = ("agg", "ngram", "json", "fetch")
    report = defaultdict(list)
    with ThreadPoolExecutor(max_workers=3, thread_name_prefix="worker") as pool:
        futs = [pool.submit(run_job, kinds[i % len(kinds)], i) for i in range(njobs)]
        progress = ""
        for done, fut in enumerate(as_completed(futs), 1):
            merge(report, fut.result())
            if done % 12 == 0:
                progress = summarize(report)
    digest = hashlib.sha256(json.dumps({k: sorted(map(json.dumps, v)) for k, v in report.items()},
                                       sort_keys=True).encode()).hexdigest()
    print("jobs=%d kinds=%s digest=%s progress=%d" % (njobs, ",".join(sorted(report)), digest[:16], len(progress)))


if __name__ == "__main__":
    main()
