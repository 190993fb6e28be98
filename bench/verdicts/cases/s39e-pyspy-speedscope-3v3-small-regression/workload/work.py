"""Small CPU workload: five functions of our own doing the work.

usage: python3 work.py --iters N --score-rounds R --seed S
"after" raises --score-rounds from 20 to 23 (+15% of score_record's loop work);
everything else is identical.
"""
import argparse
import random


def make_records(rng, n):
    return [(rng.randrange(1 << 30), rng.randrange(1 << 30)) for _ in range(n)]


def tokenize(records):
    out = []
    for a, b in records:
        out.append((a & 0xFFFF, a >> 16, b & 0xFFFF, b >> 16))
    return out


def score_record(tok, rounds):
    w, x, y, z = tok
    acc = 0
    for r in range(rounds):
        acc = (acc * 31 + w * r + x ^ y + z) % 1000003
    return acc


def normalize(scores):
    top = max(scores) or 1
    return [s * 1000 // top for s in scores]


def aggregate(values):
    buckets = {}
    for v in values:
        k = v % 97
        buckets[k] = buckets.get(k, 0) + v
    return sum(buckets.values())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iters", type=int, default=60)
    ap.add_argument("--score-rounds", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    check = 0
    for _ in range(args.iters):
        recs = make_records(rng, 2000)
        toks = tokenize(recs)
        scores = [score_record(t, args.score_rounds) for t in toks]
        check ^= aggregate(normalize(scores))
    print("iters=%d score_rounds=%d seed=%d check=%d" % (args.iters, args.score_rounds, args.seed, check))


if __name__ == "__main__":
    main()
