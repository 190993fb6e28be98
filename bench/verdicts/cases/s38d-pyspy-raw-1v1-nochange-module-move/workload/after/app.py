"""s38d control workload, AFTER layout: functions imported from helpers.py."""
import random
import sys

from helpers import tokenize, score_tokens, build_index, summarize


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
