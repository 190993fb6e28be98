"""Tally word-score records. MODE=before: per-record Python loop computes a
score; the record's tokens are sorted ONCE at the end (one sorted() call).
MODE=after: each record's token list is now passed through sorted() per item
(key = smallest+largest token), i.e. the C builtin sorted()/list.sort runs per item."""
import random, sys

def make_records(seed, n):
    rng = random.Random(seed)
    words = ["w%03d" % i for i in range(300)]
    return [[rng.choice(words) for _ in range(24)] for _ in range(n)]

def score(rec):
    s = 0
    for t in rec:
        s = (s * 31 + len(t)) & 0xFFFF
    return s

def tally_before(records):
    counts = {}
    for rec in records:
        key = rec[0] + rec[-1]
        counts[key] = counts.get(key, 0) + score(rec)
    return sorted(counts)          # one sorted() for the whole run

def tally_after(records):
    counts = {}
    for rec in records:
        srt = sorted(rec)             # NEW: sorted() per item
        key = srt[0] + srt[-1]
        counts[key] = counts.get(key, 0) + score(rec)
    return sorted(counts)

def main():
    mode, seed, n, reps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    recs = make_records(seed, n)
    f = tally_before if mode == "before" else tally_after
    total = 0
    for _ in range(reps):
        total += len(f(recs))
    print(mode, seed, total)

if __name__ == "__main__":
    main()
