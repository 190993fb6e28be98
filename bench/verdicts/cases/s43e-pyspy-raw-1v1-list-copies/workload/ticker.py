"""Sliding-window event scorer.

The variant is chosen by the environment variable TICKER_VARIANT (before|after) at import time,
so both variants define a function with the same name, recent_mean():
  before : recent_mean() reads the last K items of `history` by index.
  after  : recent_mean() first takes a defensive copy `list(history)` of the whole
           (large, ~8k floats) history on every call, then reads the last K from the copy.
Everything else (events, parsing, scoring) is identical.
"""
import argparse, os, random

K = 32
CAP = 8_000
VARIANT = os.environ.get("TICKER_VARIANT", "before")


def make_events(n, seed):
    rng = random.Random(seed)
    syms = ["AAA", "BBB", "CCC", "DDD", "EEE"]
    return ["%s|%d|%.3f" % (rng.choice(syms), rng.randrange(1, 500), rng.uniform(10, 200)) for _ in range(n)]


def parse_event(line):
    sym, qty, px = line.split("|")
    return sym, int(qty), float(px)


if VARIANT == "before":
    def recent_mean(history, k):
        n = len(history)
        s = 0.0
        for i in range(n - k, n):
            s += history[i]
        return s / k
else:
    def recent_mean(history, k):
        snap = list(history)          # defensive full copy on every call (the regression)
        s = 0.0
        for v in snap[-k:]:
            s += v
        return s / k


def score(px, qty, mean):
    z = (px - mean) / (mean + 1e-9)
    w = 0.0
    for j in range(1, 40):
        w += (z * j) % 1.7 - qty / (j * 1000.0)
    return w


def run(events, passes):
    history = [100.0] * CAP
    total = 0.0
    for _ in range(passes):
        for line in events:
            sym, qty, px = parse_event(line)
            history.append(px)
            if len(history) > CAP + 1000:
                del history[:1000]
            m = recent_mean(history, K)
            total += score(px, qty, m)
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--events", type=int, default=60_000)
    ap.add_argument("--passes", type=int, default=1)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    events = make_events(a.events, a.seed)
    print("variant %s total %.4f" % (VARIANT, run(events, a.passes)))


if __name__ == "__main__":
    main()
