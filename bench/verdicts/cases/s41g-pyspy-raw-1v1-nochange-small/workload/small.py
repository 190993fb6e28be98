"""Small control workload: three functions, same work on both sides, only the seed differs."""
import random
import sys


def make_words(rng, n):
    letters = "abcdefghij"
    return ["".join(rng.choice(letters) for _ in range(4)) for _ in range(n)]


def count_words(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


def mix_counts(counts):
    h = 0
    for k in sorted(counts):
        v = counts[k]
        for i in range(40):
            h = (h * 31 + v + i) & 0xFFFFFFFF
    return h


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    rng = random.Random(seed)
    acc = 0
    for _ in range(rounds):
        words = make_words(rng, 20000)
        counts = count_words(words)
        acc ^= mix_counts(counts)
    print("seed", seed, "rounds", rounds, "acc", acc)


if __name__ == "__main__":
    main()
