"""logreport: toy web-log report. Generates a pool of synthetic access-log lines, then per line
extract_fields (regex), normalize_path, classify_agent, and per batch a json dump of
the aggregated counters (to_json) and a top-N ranking (top_paths)."""
import json
import random
import re
import sys
from collections import Counter, defaultdict

LINE_RE = re.compile(
    r'(?P<ip>\d+\.\d+\.\d+\.\d+) - (?P<user>\S+) \[(?P<ts>[^\]]+)\] "(?P<method>[A-Z]+) (?P<path>\S+) HTTP/1\.[01]" '
    r'(?P<status>\d{3}) (?P<size>\d+) "(?P<ref>[^"]*)" "(?P<agent>[^"]*)"')

PATHS = ["/api/v1/users/{}", "/api/v1/orders/{}/items", "/static/js/app.{}.js", "/search?q=item{}",
         "/api/v2/cart/{}/checkout", "/img/product/{}.jpg", "/docs/page-{}.html"]
AGENTS = ["Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0", "curl/8.4.0", "python-requests/2.31.0",
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/119.0", "Googlebot/2.1 (+http://www.google.com/bot.html)"]


def gen_lines(rng, n):
    out = []
    for _ in range(n):
        out.append('%d.%d.%d.%d - %s [26/Nov/2025:%02d:%02d:%02d +0000] "%s %s HTTP/1.1" %d %d "%s" "%s"' % (
            rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(256),
            rng.choice(["-", "alice", "bob", "carol"]), rng.randrange(24), rng.randrange(60), rng.randrange(60),
            rng.choice(["GET", "GET", "POST", "PUT"]), rng.choice(PATHS).format(rng.randrange(5000)),
            rng.choice([200, 200, 200, 304, 404, 500]), rng.randrange(100000),
            rng.choice(["-", "https://example.com/", "https://search.example.org/?q=x"]), rng.choice(AGENTS)))
    return out


def extract_fields(line):
    m = LINE_RE.match(line)
    return m.groupdict() if m else None


def normalize_path(path):
    path = path.split("?", 1)[0]
    parts = [("{id}" if p.isdigit() else p) for p in path.split("/")]
    return "/".join(parts).lower()


def classify_agent(agent):
    a = agent.lower()
    if "bot" in a:
        return "bot"
    if a.startswith("curl") or a.startswith("python"):
        return "script"
    return "browser"


def to_json(stats):
    return json.dumps({k: dict(v) for k, v in stats.items()}, sort_keys=True)


def top_paths(stats, n=20):
    c = Counter()
    for path, byst in stats.items():
        c[path] += sum(byst.values())
    return c.most_common(n)


def main():
    batches = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    rng = random.Random(42)
    total = 0
    size = 0
    pool = gen_lines(rng, 20000)      # stands in for reading the log file
    for b in range(batches):
        lines = pool[b % 4 * 4000:b % 4 * 4000 + 8000]
        stats = defaultdict(Counter)
        for line in lines:
            f = extract_fields(line)
            if f is None:
                continue
            p = normalize_path(f["path"])
            stats[p][f["status"] + ":" + classify_agent(f["agent"])] += 1
            total += 1
        size += len(to_json(stats))
        top_paths(stats)
    print("lines", total, "json bytes", size)


if __name__ == "__main__":
    main()
