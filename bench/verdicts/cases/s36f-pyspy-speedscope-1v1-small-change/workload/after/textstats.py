"""Toy text-statistics job: tokenize lines, score tokens, normalise, aggregate."""
import random
import sys

WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
         "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa"]


def make_lines(rng, n):
    return [" ".join(rng.choice(WORDS) for _ in range(12)) for _ in range(n)]


def tokenize(line):
    out = []
    for tok in line.split(" "):
        t = tok.strip().lower()
        if t:
            out.append(t)
    return out


def score_token(tok):
    s = 0
    for i, ch in enumerate(tok):
        s = (s * 33 + ord(ch) * (i + 1)) % 1000003
    return s


def normalise(scores):
    # scale scores into [0, 1] relative to the largest one
    m = max(scores) or 1
    out = []
    for x in scores:
        out.append(x / m)
    # centre on the median so long lines do not dominate the totals
    med = sorted(out)[len(out) // 2]
    for i in range(len(out)):
        out[i] = out[i] - med + 0.5
    return out


def aggregate(table, toks, norm):
    for t, w in zip(toks, norm):
        table[t] = table.get(t, 0.0) + w
    for t in toks:
        table[t + "#n"] = table.get(t + "#n", 0) + 1


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    rng = random.Random(7)
    lines = make_lines(rng, 5000)
    table = {}
    for _ in range(rounds):
        for line in lines:
            toks = tokenize(line)
            scores = [score_token(t) for t in toks]
            aggregate(table, toks, normalise(scores))
    print(len(table), round(sum(v for k, v in table.items() if not k.endswith("#n")), 3))


if __name__ == "__main__":
    main()
