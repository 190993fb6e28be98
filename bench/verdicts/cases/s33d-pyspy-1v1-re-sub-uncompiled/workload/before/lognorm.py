"""Log normaliser: generates a window of synthetic access-log lines, then replays it
several times: normalises each field,
parses the timestamp and latency, and aggregates per-endpoint statistics.
BEFORE: normalize_line() uses a precompiled whitespace pattern (WS_RE.sub)."""
import random
import re
import sys

WS_RE = re.compile(r"\s+")
FREE_TEXT = frozenset({5, 6})  # user agent, user (the path only has leading/trailing blanks)
METHODS = ["GET", "POST", "PUT", "DELETE"]
PATHS = ["/api/v1/users", "/api/v1/orders", "/static/app.js", "/health", "/api/v2/search", "/login"]
AGENTS = ["Mozilla/5.0  (X11;   Linux x86_64)", "curl/8.4.0", "Go-http-client/1.1", "python-requests/2.31  "]


def make_lines(rng, n):
    out = []
    for _ in range(n):
        ts = f"2024-03-{rng.randint(1, 28):02d}T{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}"
        out.append("\t".join([
            ts, rng.choice(METHODS), "  " + rng.choice(PATHS) + "   ", str(rng.choice([200, 200, 200, 404, 500])),
            f"{rng.random() * 250:.3f}ms", rng.choice(AGENTS), "  user   " + str(rng.randint(1, 5000)) + "  ",
        ]))
    return out


def normalize_line(line):
    fields = line.split("\t")
    out = []
    for i, f in enumerate(fields):
        if i in FREE_TEXT:  # only free-text fields can contain runs of whitespace
            f = WS_RE.sub(" ", f)
        f = f.strip()
        out.append(f.lower() if f.isupper() is False else f)
    return out


def parse_ts(ts):
    date, clock = ts.split("T")
    y, mo, d = (int(x) for x in date.split("-"))
    h, mi, s = (int(x) for x in clock.split(":"))
    return ((((y * 12 + mo) * 31 + d) * 24 + h) * 60 + mi) * 60 + s


def aggregate(stats, rec):
    ts, method, path, status, latency, agent, user = rec
    key = (method, path)
    st = stats.get(key)
    if st is None:
        st = stats[key] = {"n": 0, "lat": 0.0, "err": 0, "first": None, "last": None, "agents": {}}
    t = parse_ts(ts)
    st["n"] += 1
    st["lat"] += float(latency[:-2])
    st["err"] += status.startswith("5")
    st["first"] = t if st["first"] is None else min(st["first"], t)
    st["last"] = t if st["last"] is None else max(st["last"], t)
    st["agents"][agent] = st["agents"].get(agent, 0) + 1


def main():
    passes = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    lines = make_lines(rng, 5000)  # replay the same captured log window several times
    stats = {}
    for _ in range(passes):
        for line in lines:
            aggregate(stats, normalize_line(line))
    total = sum(s["n"] for s in stats.values())
    print(f"processed {total} lines into {len(stats)} endpoints")


if __name__ == "__main__":
    main()
