"""Scores a stream of synthetic events, skipping events from blocked accounts.

before: the blocklist is kept as a list, so `account in blocklist` is a linear scan.
"""
import random
import sys


def load_blocklist(rng, n):
    return [rng.randrange(1_000_000) for _ in range(n)]


def make_events(rng, n):
    return [(rng.randrange(1_000_000), rng.random(), rng.randrange(1, 50)) for _ in range(n)]


def is_blocked(account, blocklist):
    return account in blocklist


def score_event(value, weight):
    s = 0.0
    for k in range(weight % 7 + 3):
        s += (value * (k + 1)) ** 0.5
    return s


def process(events, blocklist):
    total = 0.0
    skipped = 0
    for account, value, weight in events:
        if is_blocked(account, blocklist):
            skipped += 1
            continue
        total += score_event(value, weight)
    return total, skipped


def main():
    rng = random.Random(42)
    blocklist = load_blocklist(rng, 250)
    events = make_events(rng, 200_000)
    for _ in range(int(sys.argv[1]) if len(sys.argv) > 1 else 6):
        total, skipped = process(events, blocklist)
    print(f"total={total:.1f} skipped={skipped}")


if __name__ == "__main__":
    main()
