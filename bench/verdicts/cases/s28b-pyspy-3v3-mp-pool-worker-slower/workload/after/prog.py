"""Batch scoring of support-ticket lines with a multiprocessing.Pool.

The parent builds the batch and merges the results; two worker processes
run score_record() on each line (via pool.imap with a chunksize).
"""
import multiprocessing as mp
import random
import re
import sys
import unicodedata

WORDS = ("timeout error refund login crash slow payment invoice upgrade cancel "
         "password email mobile android ios billing latency outage export report "
         "Caf\u00e9 na\u00efve r\u00e9sum\u00e9 stra\u00dfe ticket urgent please thanks the and for with").split()
STOP = frozenset("the and for with please thanks".split())
WEIGHTS = {w: (i % 7) + 1 for i, w in enumerate(WORDS)}
TOKEN_RE = re.compile(r"[^\W_]+")


def make_batch(seed, n):
    rnd = random.Random(seed)
    bodies = [" ".join(rnd.choices(WORDS, k=40)) for _ in range(5000)]
    return ["%s #%d" % (rnd.choice(bodies), i) for i in range(n)]


def parse_record(line):
    body, _, tag = line.rpartition(" #")
    return int(tag), TOKEN_RE.findall(body.lower())


def score_record(line):
    rid, tokens = parse_record(line)
    counts = {}
    for tok in tokens:
        if not tok.isascii():
            tok = "".join(c for c in unicodedata.normalize("NFKD", tok) if not unicodedata.combining(c))
        tok = tok.casefold()
        if tok in STOP:
            continue
        counts[tok] = counts.get(tok, 0) + 1
    score = 0
    for tok, c in counts.items():
        score += WEIGHTS.get(tok, 1) * c
    return rid, score, len(counts)


def merge(results):
    total = 0
    best = (-1, None)
    for rid, score, uniq in results:
        total += score
        if score > best[0]:
            best = (score, rid)
    return total, best


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
    batch = make_batch(42, n)
    with mp.Pool(2) as pool:
        results = list(pool.imap(score_record, batch, chunksize=200))
    total, best = merge(results)
    print("records=%d total=%d best=%s" % (len(results), total, best))


if __name__ == "__main__":
    main()
