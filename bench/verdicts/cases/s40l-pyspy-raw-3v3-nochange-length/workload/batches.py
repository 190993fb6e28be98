"""Control workload: processes --units identical batches. Every batch does exactly
the same work; only the number of batches (run length) changes between sides."""
import argparse


def make_records(seed, n=2000):
    out = []
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        out.append(x)
    return out


def tokenize_records(recs):
    return [str(r % 99991) for r in recs]


def score_tokens(toks):
    s = 0
    for t in toks:
        for ch in t:
            s = (s * 33 + ord(ch)) & 0xFFFFFFFF
    return s


def summarize(recs, score):
    lo = min(recs); hi = max(recs)
    return (score ^ lo ^ hi) & 0xFFFF


def run_batch(i):
    recs = make_records(i + 1)
    toks = tokenize_records(recs)
    sc = score_tokens(toks)
    return summarize(recs, sc)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--units", type=int, required=True)
    a = ap.parse_args()
    acc = 0
    for i in range(a.units):
        acc ^= run_batch(i)
    print("units", a.units, "acc", acc)


if __name__ == "__main__":
    main()
