"""Access-log analytics batch: generate synthetic log lines, parse, aggregate, report."""
import sys
import time
import random

import parsing
import stats


METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]
PATHS = ["/api/users", "/api/orders", "/api/items", "/static/app.js", "/login", "/api/search"]
KEYS = ["q", "page", "limit", "sort", "lang", "ref", "session"]


def make_lines(rng, n):
    out = []
    for i in range(n):
        qs = "&".join("%s=%s" % (rng.choice(KEYS), rng.randint(0, 9999)) for _ in range(rng.randint(0, 5)))
        path = rng.choice(PATHS) + ("?" + qs if qs else "")
        out.append('10.0.%d.%d - - [25/Nov/2024:10:%02d:%02d +0000] "%s %s HTTP/1.1" %d %d %.3f' % (
            rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 59), rng.randint(0, 59),
            rng.choice(METHODS), path, rng.choice((200, 200, 200, 304, 404, 500)),
            rng.randint(100, 90000), rng.random() * 0.8))
    return out


def run(rounds):
    rng = random.Random(7)
    lines = make_lines(rng, 6000)
    report = []
    for r in range(rounds):
        # each round re-aggregates the log window, skipping one sampled client subnet
        agg = stats.Aggregator()
        skip = "10.0.%d." % r
        for line in lines:
            if line.startswith(skip):
                continue
            rec = parsing.parse_line(line)
            if rec is not None:
                agg.add(rec)
        report = agg.report()
    return report


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    t0 = time.time()
    rep = run(rounds)
    print("endpoints=%d p99=%.4f elapsed=%.2fs" % (len(rep), max(r[3] for r in rep), time.time() - t0))


if __name__ == "__main__":
    main()
