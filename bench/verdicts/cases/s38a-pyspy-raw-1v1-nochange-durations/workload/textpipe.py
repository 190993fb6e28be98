"""Small pure-Python text-processing pipeline.

Runs batches at a fixed rate of work until --seconds have elapsed; the amount
of work per batch is identical regardless of run length.
Usage: python3 textpipe.py --seconds 10 --seed 1
"""
import argparse
import random
import time

WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf",
         "hotel", "india", "juliet", "kilo", "lima", "mike", "november",
         "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform",
         "victor", "whiskey", "xray", "yankee", "zulu"]
PUNCT = ",.;:!?"


def make_lines(rng, n):
    out = []
    for _ in range(n):
        k = rng.randint(8, 16)
        parts = []
        for _ in range(k):
            w = rng.choice(WORDS)
            if rng.random() < 0.3:
                w = w.upper()
            if rng.random() < 0.2:
                w += rng.choice(PUNCT)
            parts.append(w)
        out.append(" ".join(parts))
    return out


def tokenize(line):
    toks = []
    cur = []
    for ch in line:
        if ch == " ":
            if cur:
                toks.append("".join(cur))
                cur = []
        else:
            cur.append(ch)
    if cur:
        toks.append("".join(cur))
    return toks


def normalize(tokens):
    res = []
    for t in tokens:
        t = t.lower()
        while t and t[-1] in PUNCT:
            t = t[:-1]
        if t:
            res.append(t)
    return res


def count_bigrams(tokens, counts):
    for i in range(len(tokens) - 1):
        key = tokens[i] + "_" + tokens[i + 1]
        counts[key] = counts.get(key, 0) + 1


def score_lines(lines, counts):
    total = 0
    for toks in lines:
        s = 0
        for i in range(len(toks) - 1):
            s += counts.get(toks[i] + "_" + toks[i + 1], 0) % 97
        total += s
    return total


def run_batch(rng):
    lines = make_lines(rng, 200)
    normed = [normalize(tokenize(l)) for l in lines]
    counts = {}
    for toks in normed:
        count_bigrams(toks, counts)
    return score_lines(normed, counts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    t0 = time.time()
    batches = 0
    acc = 0
    while time.time() - t0 < a.seconds:
        acc += run_batch(rng)
        batches += 1
    el = time.time() - t0
    print(f"batches={batches} elapsed={el:.2f}s rate={batches/el:.1f}/s acc={acc}")


if __name__ == "__main__":
    main()
