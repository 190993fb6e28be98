"""Toy batch pipeline: generate CSV-ish lines, parse them, serialize each
batch to JSON, and compute summary statistics. Fixed amount of work."""
import json
import math
import random
import sys

BATCHES = int(sys.argv[1]) if len(sys.argv) > 1 else 300
BATCH_SIZE = 2000
NAMES = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"]


def generate_lines(rng, n):
    out = []
    for i in range(n):
        out.append("%d,%.6f,%s" % (i, rng.random() * 1000.0, NAMES[i % len(NAMES)]))
    return out


def parse_records(lines):
    recs = []
    for ln in lines:
        a, b, c = ln.split(",")
        recs.append((int(a), float(b), c))
    return recs


def _tag_fields(rec):
    return {"id": rec[0], "v": round(rec[1], 3), "name": rec[2].upper()}


def encode_batch(recs):
    rows = [_tag_fields(r) for r in recs]
    return json.dumps(rows, sort_keys=True)


def compute_stats(recs):
    n = 0
    mean = 0.0
    m2 = 0.0
    for r in recs:
        n += 1
        d = r[1] - mean
        mean += d / n
        m2 += d * (r[1] - mean)
    std = math.sqrt(m2 / max(n - 1, 1))
    per_name = {}
    outliers = 0
    for r in recs:
        per_name[r[2]] = per_name.get(r[2], 0.0) + r[1]
        if abs(r[1] - mean) > 1.5 * std:
            outliers += 1
    return {"n": n, "mean": mean, "std": std, "per_name": per_name, "outliers": outliers}


def main():
    rng = random.Random(42)
    total = 0
    for _ in range(BATCHES):
        lines = generate_lines(rng, BATCH_SIZE)
        recs = parse_records(lines)
        blob = encode_batch(recs)
        st = compute_stats(recs)
        total += len(blob) + int(st["mean"])
    print("checksum", total)


if __name__ == "__main__":
    main()
