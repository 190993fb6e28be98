"""Four worker functions per batch. --variant after makes tally_fees do 30% more
iterations (FEE_PASSES 20 -> 26); every other function is unchanged."""
import random
import sys

ROWS = 400
BATCHES = int(sys.argv[2]) if len(sys.argv) > 2 else 250
FEE_PASSES = 26 if (len(sys.argv) > 1 and sys.argv[1] == "after") else 20


def parse_rows(rng):
    out = []
    for _ in range(ROWS * 4):
        line = "%d,%d,%d" % (rng.randrange(1000), rng.randrange(1000), rng.randrange(97))
        a, b, c = line.split(",")
        out.append((int(a), int(b), int(c)))
    return out


def tally_fees(rows):
    total = 0
    for p in range(FEE_PASSES):
        for a, b, c in rows:
            total += (a * 3 + b * (p + 1)) % (c + 7)
    return total


def balance_accounts(rows):
    acc = {}
    for _ in range(18):
        for a, b, c in rows:
            k = a % 64
            acc[k] = acc.get(k, 0) + b - c
    return sum(acc.values())


def render_report(rows):
    parts = []
    for _ in range(4):
        for a, b, c in rows:
            parts.append("%05d|%05d|%03d" % (a, b, c))
    return len("\n".join(parts))


def main():
    rng = random.Random(4242)
    s = 0
    for _ in range(BATCHES):
        rows = parse_rows(rng)
        s += tally_fees(rows)
        s += balance_accounts(rows)
        s += render_report(rows)
    print("checksum", s, "fee_passes", FEE_PASSES)


if __name__ == "__main__":
    main()
