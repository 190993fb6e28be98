#!/usr/bin/env python3
"""Toy parallel log-shard analyzer: a multiprocessing.Pool of 4 workers; each
task synthesizes one shard of access-log lines (deterministic per shard id),
parses every line with parse_line, buckets latencies per endpoint and returns
a partial summary; the parent merges the partials and prints percentiles.
Usage: shard_stats.py SHARDS LINES_PER_SHARD [--after]
parse_line normalizes numeric path segments (/users/123 -> /users/:id).
after: parse_line also url-decodes the path, lower-cases each segment and
rejects paths with unexpected characters (regex fullmatch).
"""
import sys, random, re, collections, multiprocessing as mp
from urllib.parse import unquote

AFTER = "--after" in sys.argv
PATHS = ["/api/users/%d", "/api/orders/%d/items", "/static/app%%20v%d.js", "/api/search", "/login",
         "/api/items/%d", "/health", "/api/cart/%d/checkout"]
_safe = re.compile(r"[/\w:.\- ]+")


def gen_shard(shard, n):
    rnd = random.Random(shard)
    out = []
    for i in range(n):
        p = rnd.choice(PATHS)
        if "%d" in p:
            p = p % rnd.randint(1, 5000)
        st = 200 if rnd.random() < 0.9 else rnd.choice((404, 500, 503))
        out.append('10.0.%d.%d - - [12/Mar/2024:10:%02d:%02d] "%s %s HTTP/1.1" %d %d %.3f' % (
            rnd.randint(0, 255), rnd.randint(0, 255), i // 60 % 60, i % 60,
            rnd.choice(("GET", "GET", "POST")), p, st, rnd.randint(100, 90000), rnd.expovariate(20)))
    return out


def parse_line(line):
    head, _, rest = line.partition('"')
    req, _, tail = rest.partition('"')
    method, path, _ = req.split(" ")
    status, size, lat = tail.split()
    path = path.split("?", 1)[0]
    if AFTER:
        path = unquote(path)
        path = "/".join(":id" if seg.isdigit() else seg.lower() for seg in path.split("/"))
        if not _safe.fullmatch(path):
            path = "/:invalid"
    else:
        path = "/".join(":id" if seg.isdigit() else seg for seg in path.split("/"))
    return method, path, int(status), int(size), float(lat)


def bucket(lat):
    b = 0
    while lat > 0.001 and b < 20:
        lat /= 2
        b += 1
    return b


def process_shard(args):
    shard, n = args
    lines = gen_shard(shard, n)
    hist = collections.defaultdict(lambda: [0] * 21)
    errors = collections.Counter()
    nbytes = 0
    for line in lines:
        method, path, status, size, lat = parse_line(line)
        key = method + " " + path
        hist[key][bucket(lat)] += 1
        if status >= 500:
            errors[key] += 1
        nbytes += size
    return dict(hist), errors, nbytes


def merge(parts):
    hist = collections.defaultdict(lambda: [0] * 21)
    errors = collections.Counter()
    nbytes = 0
    for h, e, b in parts:
        for k, v in h.items():
            acc = hist[k]
            for i, c in enumerate(v):
                acc[i] += c
        errors.update(e)
        nbytes += b
    return hist, errors, nbytes


def p95(buckets):
    total = sum(buckets)
    run = 0
    for i, c in enumerate(buckets):
        run += c
        if run >= 0.95 * total:
            return 0.001 * 2 ** i
    return float("inf")


def main():
    shards, per = int(sys.argv[1]), int(sys.argv[2])
    with mp.Pool(4) as pool:
        parts = pool.map(process_shard, [(s, per) for s in range(shards)], chunksize=1)
    hist, errors, nbytes = merge(parts)
    worst = sorted(hist, key=lambda k: -p95(hist[k]))[:5]
    print("after" if AFTER else "before", "keys", len(hist), "bytes", nbytes,
          "worst", [(k, p95(hist[k])) for k in worst][:2])


if __name__ == "__main__":
    main()
