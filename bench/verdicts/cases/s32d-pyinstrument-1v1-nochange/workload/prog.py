# Log analytics: generate synthetic access-log lines, parse them with a regex, aggregate per endpoint,
# compute percentiles, and render a small text report. Same program on both sides (no-change control).
import re, random, statistics, hashlib

LINE_RE = re.compile(r'(\S+) - - \[(\d+)\] "(GET|POST) (\S+) HTTP/1\.1" (\d{3}) (\d+) (\d+)ms')
ENDPOINTS = ["/api/users", "/api/orders", "/api/items", "/static/app.js", "/health", "/api/search"]

def generate(n, seed=7):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        ep = rnd.choice(ENDPOINTS)
        out.append('10.0.%d.%d - - [%d] "%s %s HTTP/1.1" %d %d %dms' % (
            rnd.randrange(256), rnd.randrange(256), 1700000000 + i, rnd.choice(("GET", "POST")), ep,
            rnd.choice((200, 200, 200, 404, 500)), rnd.randrange(100, 50000), int(rnd.expovariate(1 / 40))))
    return out

def parse(lines):
    recs = []
    for ln in lines:
        m = LINE_RE.match(ln)
        if m:
            recs.append((m.group(4), int(m.group(5)), int(m.group(6)), int(m.group(7)), m.group(1)))
    return recs

def aggregate(recs):
    by_ep = {}
    for ep, status, size, ms, ip in recs:
        d = by_ep.setdefault(ep, {"lat": [], "bytes": 0, "err": 0, "ips": set()})
        d["lat"].append(ms)
        d["bytes"] += size
        d["err"] += status >= 500
        d["ips"].add(ip)
    return by_ep

def percentiles(by_ep):
    res = {}
    for ep, d in by_ep.items():
        q = statistics.quantiles(sorted(d["lat"]), n=100)
        res[ep] = (q[49], q[94], q[98], statistics.fmean(d["lat"]))
    return res

def fingerprint(recs):
    h = hashlib.sha256()
    for r in recs:
        h.update(repr(r).encode())
    return h.hexdigest()[:16]

def report(by_ep, pct, fp):
    rows = []
    for ep in sorted(by_ep):
        p50, p95, p99, mean = pct[ep]
        d = by_ep[ep]
        rows.append("%-16s n=%6d p50=%5.1f p95=%6.1f p99=%6.1f mean=%6.2f bytes=%d err=%d uniq=%d" % (
            ep, len(d["lat"]), p50, p95, p99, mean, d["bytes"], d["err"], len(d["ips"])))
    rows.append("fingerprint " + fp)
    return "\n".join(rows)

def main():
    for batch in range(3):
        lines = generate(60000, seed=batch)
        recs = parse(lines)
        by_ep = aggregate(recs)
        out = report(by_ep, percentiles(by_ep), fingerprint(recs))
    print(out)

if __name__ == "__main__":
    main()
