"""accesslog: a small access-log analytics job.

Generates synthetic access-log lines, parses them, extracts key=value fields,
classifies requests, and aggregates per-route statistics.
"""
import random
import re
import sys
import time
from collections import defaultdict

KEYS = ("user", "route", "status", "ms", "bytes")
FIELD_PATTERN = r"(user|route|status|ms|bytes)=(\S+)"
FIELD_RE = re.compile(FIELD_PATTERN)
ROUTES = ["/api/v1/items", "/api/v1/users", "/api/v2/search", "/static/app.js", "/health", "/login"]


def make_lines(rng, n):
    out = []
    for _ in range(n):
        out.append(
            "%s - - [10/Oct/2024:13:%02d:%02d] \"GET %s HTTP/1.1\" user=u%d route=%s status=%d ms=%d bytes=%d ua=Mozilla/5.0"
            % (
                "10.0.%d.%d" % (rng.randrange(256), rng.randrange(256)),
                rng.randrange(60), rng.randrange(60),
                rng.choice(ROUTES), rng.randrange(5000), rng.choice(ROUTES),
                rng.choice((200, 200, 200, 304, 404, 500)), rng.randrange(2000), rng.randrange(100000),
            )
        )
    return out


def extract_fields(line):
    # "after": the field regex is built from the (sorted) KEYS and compiled for every line
    # instead of once at import (re's compile cache makes this a lookup, not a full compile)
    field_re = re.compile(r"(%s)=(\S+)" % "|".join(sorted(KEYS)))
    return dict(field_re.findall(line))


def classify(fields):
    status = int(fields.get("status", "0"))
    ms = int(fields.get("ms", "0"))
    if status >= 500:
        kind = "error"
    elif status == 404:
        kind = "missing"
    elif ms > 1500:
        kind = "slow"
    else:
        kind = "ok"
    return kind, ms


def aggregate(stats, fields, kind, ms):
    route = fields.get("route", "?")
    s = stats[route]
    s[kind] = s.get(kind, 0) + 1
    s["ms_total"] = s.get("ms_total", 0) + ms
    s["bytes"] = s.get("bytes", 0) + int(fields.get("bytes", "0"))


def summarize(stats):
    rows = []
    for route, s in stats.items():
        n = sum(v for k, v in s.items() if k in ("ok", "slow", "missing", "error"))
        rows.append((route, n, s.get("ms_total", 0) / max(n, 1), s.get("error", 0)))
    rows.sort(key=lambda r: -r[1])
    return rows


def run_batch(rng, stats):
    lines = make_lines(rng, 2000)
    for line in lines:
        fields = extract_fields(line)
        kind, ms = classify(fields)
        aggregate(stats, fields, kind, ms)


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    rng = random.Random(42)
    stats = defaultdict(dict)
    deadline = time.monotonic() + seconds
    batches = 0
    while time.monotonic() < deadline:
        run_batch(rng, stats)
        batches += 1
    rows = summarize(stats)
    print("batches=%d routes=%d top=%s" % (batches, len(rows), rows[0]))


if __name__ == "__main__":
    main()
