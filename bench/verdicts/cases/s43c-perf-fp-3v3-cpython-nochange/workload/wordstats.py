"""wordstats.py: a CPU-bound text/number crunching batch in pure CPython.

Usage: python3 wordstats.py SEED [rounds]

The SEED only changes the random data; every round does exactly the same amount and
kind of work (same list sizes, same number of words, same number of passes).
"""
import sys, random

SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 1
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 10
LETTERS = "etaoinshrdlucmfwypvbgkqjxz"


def make_words(rng, n):
    words = []
    for _ in range(n):
        k = 3 + rng.randrange(6)
        words.append("".join(rng.choice(LETTERS) for _ in range(k)))
    return words


def count_words(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


def sort_numbers(rng, n):
    xs = [rng.random() for _ in range(n)]
    xs.sort()
    ys = sorted(xs, key=lambda v: -v)
    return xs[n // 2] + ys[n // 3]


def checksum_text(words):
    text = " ".join(words)
    h = 0
    for part in text.split(" "):
        h = (h * 31 + len(part) + ord(part[0])) & 0xFFFFFFFF
    return h


def main():
    rng = random.Random(SEED)
    acc = 0
    for r in range(ROUNDS):
        words = make_words(rng, 30000)
        counts = count_words(words)
        acc += len(counts)
        acc += int(sort_numbers(rng, 60000) * 1000)
        acc += checksum_text(words)
    print("seed", SEED, "rounds", ROUNDS, "acc", acc)


if __name__ == "__main__":
    main()
