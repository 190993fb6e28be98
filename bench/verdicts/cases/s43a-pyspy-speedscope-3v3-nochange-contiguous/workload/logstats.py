"""Synthetic access-log analyser (identical work on every run: fixed seed, fixed line count)."""
import argparse
import random
import re
import statistics

LINE_RE = re.compile(r'^(\S+) - - \[(\d+)/(\w+)/(\d+)\] "(\w+) (\S+) HTTP/1\.1" (\d{3}) (\d+) (\d+)ms$')
PATHS = ["/", "/login", "/api/items", "/api/items/%d", "/static/app.js", "/search?q=%d", "/cart", "/checkout"]
METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]


def generate_lines(rng, n):
    out = []
    for _ in range(n):
        p = rng.choice(PATHS)
        if "%d" in p:
            p = p % rng.randrange(10000)
        out.append('10.%d.%d.%d - - [%02d/%s/2024] "%s %s HTTP/1.1" %d %d %dms' % (
            rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(1, 29),
            rng.choice(MONTHS), rng.choice(METHODS), p, rng.choice((200, 200, 200, 304, 404, 500)),
            rng.randrange(100, 50000), rng.randrange(1, 2000)))
    return out


def parse_line(line):
    m = LINE_RE.match(line)
    if not m:
        return None
    ip, day, mon, year, method, path, status, size, ms = m.groups()
    return {"ip": ip, "method": method, "route": normalise_route(path), "status": int(status),
            "size": int(size), "ms": int(ms)}


def normalise_route(path):
    path = path.split("?", 1)[0]
    parts = ["{id}" if p.isdigit() else p for p in path.split("/")]
    return "/".join(parts)


def aggregate(records):
    by_route = {}
    for r in records:
        if r is None:
            continue
        b = by_route.setdefault((r["method"], r["route"]), {"n": 0, "bytes": 0, "lat": [], "errors": 0})
        b["n"] += 1
        b["bytes"] += r["size"]
        b["lat"].append(r["ms"])
        if r["status"] >= 500:
            b["errors"] += 1
    return by_route


def percentiles(by_route):
    out = {}
    for key, b in by_route.items():
        lat = sorted(b["lat"])
        out[key] = (b["n"], b["bytes"], b["errors"], lat[len(lat) // 2], lat[int(len(lat) * 0.99)],
                    statistics.fmean(lat))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=60000)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    lines = generate_lines(rng, args.lines)
    checksum = 0
    for _ in range(args.rounds):
        records = [parse_line(l) for l in lines]
        stats = percentiles(aggregate(records))
        checksum = (checksum * 7 + sum(v[0] * v[3] for v in stats.values())) % (1 << 61)
    print("lines", args.lines, "rounds", args.rounds, "checksum", checksum)


if __name__ == "__main__":
    main()
