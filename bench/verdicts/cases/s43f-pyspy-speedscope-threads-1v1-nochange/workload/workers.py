"""Three worker threads doing fixed amounts of pure-Python work.

The amount and kind of work does not depend on --seed; only the random data
values do. Used as a no-change control: before = seed 1, after = seed 2.
"""
import argparse
import random
import threading

N_TEXT_LINES = 100_000
N_MATRIX = 60
MATRIX_REPS = 10
N_SORT = 120_000
SORT_REPS = 10

WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
         "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi"]


def tokenize_line(line):
    return line.lower().replace(",", " ").split()


def count_words(rng, out):
    counts = {}
    for _ in range(N_TEXT_LINES):
        line = ", ".join(rng.choice(WORDS) for _ in range(12))
        for tok in tokenize_line(line):
            counts[tok] = counts.get(tok, 0) + 1
    out["words"] = sum(counts.values())


def mat_mul(a, b):
    n = len(a)
    bt = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def matrix_worker(rng, out):
    acc = 0.0
    for _ in range(MATRIX_REPS):
        a = [[rng.random() for _ in range(N_MATRIX)] for _ in range(N_MATRIX)]
        b = [[rng.random() for _ in range(N_MATRIX)] for _ in range(N_MATRIX)]
        c = mat_mul(a, b)
        acc += c[0][0]
    out["matrix"] = acc


def merge_sort(xs):
    if len(xs) <= 16:
        return sorted(xs)
    mid = len(xs) // 2
    left, right = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    res, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            res.append(left[i]); i += 1
        else:
            res.append(right[j]); j += 1
    res.extend(left[i:]); res.extend(right[j:])
    return res


def sort_worker(rng, out):
    total = 0
    for _ in range(SORT_REPS):
        xs = [rng.randrange(1_000_000) for _ in range(N_SORT)]
        total += merge_sort(xs)[N_SORT // 2]
    out["sort"] = total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, required=True)
    args = ap.parse_args()
    out = {}
    workers = [("words", count_words), ("matrix", matrix_worker), ("sorter", sort_worker)]
    threads = []
    for i, (name, fn) in enumerate(workers):
        rng = random.Random(args.seed * 1000 + i)
        t = threading.Thread(target=fn, args=(rng, out), name=name)
        threads.append(t)
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print("seed", args.seed, "words", out["words"], "matrix %.3f" % out["matrix"], "sort", out["sort"])


if __name__ == "__main__":
    main()
