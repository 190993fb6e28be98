"""Workload: build a list of small nested records, then repeatedly score them.
--mode before: score_batch() passes each record straight to score_record().
--mode after:  score_batch() calls copy.deepcopy() on each record before scoring it.
Everything else (records, number of passes, seed) is identical."""
import argparse
import copy
import random


def make_records(n, seed):
    rng = random.Random(seed)
    recs = []
    for i in range(n):
        recs.append({
            "id": i,
            "name": "item-%d" % i,
            "tags": [rng.choice("abcdefgh") for _ in range(4)],
            "values": [rng.random() for _ in range(8)],
            "meta": {"w": rng.random(), "k": rng.randint(1, 9)},
        })
    return recs


def score_record(rec):
    s = 0.0
    w = rec["meta"]["w"]
    for r in range(1, 9):
        for v in rec["values"]:
            s += (v * w) ** 0.5 / r
        for t in rec["tags"]:
            s += ord(t) * 0.001 * r
    return s * rec["meta"]["k"] + len(rec["name"])


def score_batch(recs, mode):
    total = 0.0
    for rec in recs:
        if mode == "after":
            rec = copy.deepcopy(rec)
        total += score_record(rec)
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="before")
    ap.add_argument("--n", type=int, default=5000)
    ap.add_argument("--passes", type=int, default=20)
    ap.add_argument("--seed", type=int, default=42)
    a = ap.parse_args()
    recs = make_records(a.n, a.seed)
    grand = 0.0
    for _ in range(a.passes):
        grand += score_batch(recs, a.mode)
    print("mode=%s n=%d passes=%d total=%.3f" % (a.mode, a.n, a.passes, grand))


if __name__ == "__main__":
    main()
