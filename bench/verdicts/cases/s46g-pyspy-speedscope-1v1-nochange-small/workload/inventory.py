"""Small inventory report: load rows, aggregate by category, rank, format."""
import random
import sys


def load_rows(n, seed):
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        rows.append({"sku": "S%06d" % i, "cat": rng.randrange(40),
                     "qty": rng.randrange(1, 500), "price": rng.random() * 100})
    return rows


def aggregate(rows):
    totals = {}
    for r in rows:
        t = totals.setdefault(r["cat"], [0, 0.0])
        t[0] += r["qty"]
        t[1] += r["qty"] * r["price"]
    return totals


def rank(totals):
    return sorted(totals.items(), key=lambda kv: (-kv[1][1], kv[0]))


def format_report(ranked):
    lines = ["%3d %8d %12.2f" % (c, q, v) for c, (q, v) in ranked]
    return "\n".join(lines)


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    digest = 0
    for k in range(rounds):
        rows = load_rows(20000, seed=k)
        report = format_report(rank(aggregate(rows)))
        digest = (digest + len(report) + sum(map(ord, report[:200]))) % 1000000007
    print("digest", digest)


if __name__ == "__main__":
    main()
