"""s38d control workload, BEFORE layout: all functions live in app.py."""
import random
import sys


def tokenize(line):
    out = []
    for word in line.split():
        out.append(word.strip(".,;").lower())
    return out


def score_tokens(tokens):
    total = 0
    for t in tokens:
        h = 0
        for ch in t:
            h = (h * 31 + ord(ch)) & 0xFFFFFFFF
        total += h % 97
    return total


def build_index(tokens, index):
    for pos, t in enumerate(tokens):
        bucket = index.get(t)
        if bucket is None:
            index[t] = [pos]
        else:
            bucket.append(pos)
    return len(index)


def summarize(index):
    best = 0
    for k, v in index.items():
        s = len(v) * len(k)
        if s > best:
            best = s
    return best


def make_lines(n, seed):
    rnd = random.Random(seed)
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
             "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi"]
    return [" ".join(rnd.choice(words) + rnd.choice(",.; ") for _ in range(30)) for _ in range(n)]


def main():
    iters = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    lines = make_lines(500, 7)
    acc = 0
    for _ in range(iters):
        index = {}
        for line in lines:
            toks = tokenize(line)
            acc += score_tokens(toks)
            build_index(toks, index)
        acc += summarize(index)
    print("iters", iters, "acc", acc)


if __name__ == "__main__":
    main()
