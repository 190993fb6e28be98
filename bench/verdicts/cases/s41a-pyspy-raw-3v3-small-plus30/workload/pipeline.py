"""Small five-stage pipeline. Each stage does UNIT iterations of plain-Python work per
round; --score-factor scales only the `score` stage (1.0 = before, 1.3 = after)."""
import argparse

UNIT = 20000


def tokenize(n):
    acc = 0
    for i in range(n):
        acc = (acc * 31 + i) & 0xFFFFFFFF
    return acc


def score(n):
    acc = 0
    for i in range(n):
        acc = (acc ^ (i * 2654435761)) & 0xFFFFFFFF
    return acc


def normalize(n):
    acc = 0
    for i in range(n):
        acc = (acc + i * 7) % 1000003
    return acc


def checksum(n):
    acc = 1
    for i in range(n):
        acc = (acc * 17 + (i & 255)) & 0xFFFFFFFF
    return acc


def summarize(n):
    acc = 0
    for i in range(n):
        acc = (acc + (i >> 3)) & 0xFFFFFFFF
    return acc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=300)
    ap.add_argument("--score-factor", type=float, default=1.0)
    a = ap.parse_args()
    score_n = int(UNIT * a.score_factor)
    total = 0
    for _ in range(a.rounds):
        total = (total + tokenize(UNIT)) & 0xFFFFFFFF
        total = (total + score(score_n)) & 0xFFFFFFFF
        total = (total + normalize(UNIT)) & 0xFFFFFFFF
        total = (total + checksum(UNIT)) & 0xFFFFFFFF
        total = (total + summarize(UNIT)) & 0xFFFFFFFF
    print("total", total, "score_n", score_n)


if __name__ == "__main__":
    main()
