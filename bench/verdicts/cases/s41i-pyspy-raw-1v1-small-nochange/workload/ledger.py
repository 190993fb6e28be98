"""Small ledger workload: three functions share the CPU time.

usage: ledger.py SEED [--score-rounds N]
  load_entries  : builds and parses text records
  score_entries : per-entry arithmetic scoring, repeated `score_rounds` times (default 30)
  rollup        : groups and sorts the scored entries
The amount of work is fixed by the constants below; SEED only changes the data values.
"""
import random
import sys

N_ENTRIES = 30000
LOAD_ROUNDS = 4
ROLLUP_ROUNDS = 63


def load_entries(rng, n, rounds):
    entries = []
    for r in range(rounds):
        entries = []
        for i in range(n):
            line = "%d,%d,%s,%d" % (i, rng.randrange(1000000), "acct%03d" % rng.randrange(500), rng.randrange(100))
            a, b, c, d = line.split(",")
            entries.append((int(a), int(b), c, int(d)))
    return entries


def score_entries(entries, rounds):
    scores = [0] * len(entries)
    for r in range(rounds):
        for idx, (i, amount, acct, cat) in enumerate(entries):
            s = scores[idx]
            s = (s * 31 + amount) % 1000003
            s ^= (cat << 7) + r
            s = (s + i * 17) % 999983
            scores[idx] = s
    return scores


def rollup(entries, scores, rounds):
    out = None
    for r in range(rounds):
        groups = {}
        for (i, amount, acct, cat), s in zip(entries, scores):
            g = groups.get(acct)
            if g is None:
                groups[acct] = g = [0, 0]
            g[0] += s
            g[1] += 1
        out = sorted(groups.items(), key=lambda kv: (kv[1][0] % 7919, kv[0]))
    return out


def main():
    seed = int(sys.argv[1])
    score_rounds = 30
    if len(sys.argv) > 3 and sys.argv[2] == "--score-rounds":
        score_rounds = int(sys.argv[3])
    rng = random.Random(seed)
    total = 0
    for rep in range(3):
        entries = load_entries(rng, N_ENTRIES, LOAD_ROUNDS)
        scores = score_entries(entries, score_rounds)
        out = rollup(entries, scores, ROLLUP_ROUNDS)
        total += out[0][1][0]
    print("seed", seed, "score_rounds", score_rounds, "checksum", total)


if __name__ == "__main__":
    main()
