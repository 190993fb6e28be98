#!/usr/bin/env python3
"""wordwork: 4 pure-Python stages over generated text, repeated ROUNDS times.
`--after` makes score_pairs do 40% more work (window 14 instead of 10); nothing else changes."""
import random
import sys

def make_lines(rng, n_lines, words_per_line):
    vocab = ["w%03d" % i for i in range(400)]
    return [" ".join(rng.choice(vocab) for _ in range(words_per_line)) for _ in range(n_lines)]

def tokenize(lines):
    out = []
    for line in lines:
        for tok in line.split():
            t = tok.strip().lower()
            if t:
                out.append(t)
    return out

def count_words(tokens):
    counts = {}
    for t in tokens:
        counts[t] = counts.get(t, 0) + 1
    keys = sorted(counts)
    return counts, keys

def score_pairs(tokens, window):
    # for every token, combine it with the next `window` tokens
    codes = [int(t[1:]) for t in tokens]
    total = 0
    n = len(codes)
    for i in range(n - window):
        a = codes[i]
        for j in range(i + 1, i + 1 + window):
            total = (total + a * codes[j] + j) % 1000003
    return total

def render_report(counts, keys, score):
    parts = []
    for k in keys:
        c = counts[k]
        parts.append("%-6s %6d %8.3f%%" % (k, c, 100.0 * c / (score % 997 + 1)))
    text = "\n".join(parts)
    return sum(ord(ch) for ch in text)

def main():
    after = "--after" in sys.argv
    rounds = int(next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--rounds=")), "10"))
    window = 14 if after else 10
    rng = random.Random(12345)
    lines = make_lines(rng, 8000, 12)
    acc = 0
    for _ in range(rounds):
        for _ in range(8):
            tokens = tokenize(lines)
            counts, keys = count_words(tokens)
        score = score_pairs(tokens, window)
        for _ in range(180):
            acc = (acc + render_report(counts, keys, score)) % (1 << 61)
    print("variant=%s window=%d rounds=%d acc=%d" % ("after" if after else "before", window, rounds, acc))

if __name__ == "__main__":
    main()
