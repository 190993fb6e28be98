"""twothreads.py: two worker threads doing pure-Python CPU work, so they take turns on the GIL.
Thread "tokenizer" splits and counts words in generated text; thread "scorer" does an
integer dynamic-programming score over generated pairs. The amount of work is fixed by
--items; --seed only changes the generated data."""
import argparse
import random
import threading

WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]


def make_text(rng, n_lines, words_per_line):
    return [" ".join(rng.choice(WORDS) for _ in range(words_per_line)) for _ in range(n_lines)]


def count_tokens(lines):
    counts = {}
    for line in lines:
        for tok in line.split():
            key = tok[:3] + str(len(tok))
            counts[key] = counts.get(key, 0) + 1
    return counts


def tokenizer_worker(rng, items, out):
    total = 0
    for _ in range(items):
        lines = make_text(rng, 40, 12)
        total += len(count_tokens(lines))
    out["tokenizer"] = total


def edit_score(a, b):
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]


def scorer_worker(rng, items, out):
    total = 0
    for _ in range(items):
        a = [rng.randrange(8) for _ in range(40)]
        b = [rng.randrange(8) for _ in range(40)]
        total += edit_score(a, b)
    out["scorer"] = total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--items", type=int, default=4000)
    args = ap.parse_args()
    out = {}
    t1 = threading.Thread(target=tokenizer_worker, args=(random.Random(args.seed), args.items, out), name="tokenizer")
    t2 = threading.Thread(target=scorer_worker, args=(random.Random(args.seed + 1000), args.items, out), name="scorer")
    t1.start(); t2.start(); t1.join(); t2.join()
    print("seed", args.seed, out)


if __name__ == "__main__":
    main()
