"""wordstats: scores synthetic review lines against a word-weight table.

Pipeline per line: tokenize -> normalize_tokens -> score_tokens, then
rollup over each batch of scored lines. Runs for a fixed wall-clock time.

Usage: python3 wordstats.py before|after [seconds]

before: normalize_tokens strips surrounding punctuation and lower-cases.
after:  normalize_tokens additionally removes invisible characters (soft
        hyphen U+00AD, zero-width space U+200B) from every token: two extra
        chained str.replace calls per token.
"""
import math
import random
import string
import sys
import time

PUNCT = string.punctuation
SOFT_HYPHEN = "\u00ad"
ZERO_WIDTH_SPACE = "\u200b"
WORDS = [
    "Great", "value", "terrible", "ok", "Battery", "lasts", "long", "screen",
    "bright", "slow", "fast", "Shipping", "late", "refund", "love", "hate",
    "works", "broken", "cheap", "premium", "would", "buy", "again", "never",
]


def make_lines(rng, n):
    lines = []
    for _ in range(n):
        k = rng.randint(8, 20)
        parts = []
        for _ in range(k):
            w = rng.choice(WORDS)
            r = rng.random()
            if r < 0.2:
                w += rng.choice("!.,?")
            elif r < 0.3:
                w = '"' + w + '"'
            parts.append(w)
        lines.append(" ".join(parts))
    return lines


def tokenize(line):
    return line.split()


def normalize_tokens(tokens, strip_invisibles):
    out = []
    for t in tokens:
        t = t.strip(PUNCT).lower()
        if strip_invisibles:
            t = t.replace(SOFT_HYPHEN, "").replace(ZERO_WIDTH_SPACE, "")
        if t:
            out.append(t)
    return out


def score_tokens(tokens, weights):
    s = 0.0
    seen = set()
    for i, t in enumerate(tokens):
        w = weights.get(t, 0.0)
        if t in seen:
            w *= 0.5
        seen.add(t)
        s += w * (1.0 + 0.1 * math.log1p(i))
    return s / math.sqrt(len(tokens) or 1)


def rollup(scores):
    n = len(scores)
    mean = sum(scores) / n
    var = sum((x - mean) ** 2 for x in scores) / n
    ranked = sorted(scores)
    return mean, math.sqrt(var), ranked[n // 2], ranked[(n * 9) // 10]


def main():
    mode = sys.argv[1]
    if mode not in ("before", "after"):
        raise SystemExit("mode must be before|after")
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 8.0
    strip_invisibles = mode == "after"
    rng = random.Random(7)
    weights = {w.lower(): rng.uniform(-1.0, 1.0) for w in WORDS}
    lines = make_lines(rng, 2000)
    deadline = time.monotonic() + seconds
    batches = 0
    acc = 0.0
    while time.monotonic() < deadline:
        scores = []
        for line in lines:
            toks = normalize_tokens(tokenize(line), strip_invisibles)
            scores.append(score_tokens(toks, weights))
        mean, sd, p50, p90 = rollup(scores)
        acc += mean
        batches += 1
    print(f"mode={mode} batches={batches} acc={acc:.3f}", flush=True)


if __name__ == "__main__":
    main()
