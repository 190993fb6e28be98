#!/usr/bin/env python3
"""Phased access-log report builder (toy, for profiling).

Each pass runs five phases in order, each dominated by its own functions:
  load      -> synth_block, make_line
  parse     -> parse_line, parse_ts, split_query
  transform -> classify_agent, anonymize_ip, route_of
  aggregate -> count_by, latency_percentiles, top_n
  render    -> render_table, pad_cell, sparkline
Usage: logreport.py PASSES LINES
"""
import random
import sys
import time
from collections import Counter, defaultdict

METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]
PATHS = ["/api/v1/users/{}", "/api/v1/orders/{}/items", "/static/js/app.{}.js",
         "/search", "/api/v1/carts/{}", "/health", "/img/{}/thumb.png"]
AGENTS = ["Mozilla/5.0 (X11; Linux x86_64) Firefox/{}", "curl/7.{}.0",
          "Mozilla/5.0 (iPhone; CPU iPhone OS 16_{} like Mac OS X) Mobile",
          "Googlebot/2.{}", "python-requests/2.{}", "Mozilla/5.0 (Windows NT 10.0) Chrome/{}"]
STATUSES = [200] * 14 + [201, 204, 301, 304, 400, 404, 404, 500, 503]


# ---------------------------------------------------------------- load
def make_line(rng, ts):
    ip = f"{rng.randrange(1, 255)}.{rng.randrange(256)}.{rng.randrange(256)}.{rng.randrange(1, 255)}"
    path = rng.choice(PATHS).format(rng.randrange(5000))
    if rng.random() < 0.3:
        path += f"?q=term{rng.randrange(300)}&page={rng.randrange(1, 20)}&sort=asc"
    agent = rng.choice(AGENTS).format(rng.randrange(10, 120))
    lat = rng.lognormvariate(3.0, 0.8)
    return f'{ip} - - [{ts:.3f}] "{rng.choice(METHODS)} {path} HTTP/1.1" {rng.choice(STATUSES)} {rng.randrange(200, 90000)} {lat:.2f} "{agent}"'


def synth_block(rng, n, t0):
    lines = []
    ts = t0
    for _ in range(n):
        ts += rng.expovariate(50.0)
        lines.append(make_line(rng, ts))
    return "\n".join(lines)


def load_phase(rng, n, t0):
    text = synth_block(rng, n, t0)
    return text.split("\n")


# ---------------------------------------------------------------- parse
def parse_ts(field):
    # "[1700000000.123]" -> (epoch seconds, minute bucket)
    v = float(field[1:-1])
    return v, int(v // 60)


def split_query(target):
    path, _, qs = target.partition("?")
    params = {}
    if qs:
        for kv in qs.split("&"):
            k, _, v = kv.partition("=")
            params[k] = v
    return path, params


def parse_line(line):
    head, _, rest = line.partition(' "')
    ip, _, _, tsf = head.split(" ", 3)
    req, _, rest = rest.partition('" ')
    method, target, _proto = req.split(" ")
    status, size, lat, agent = rest.split(" ", 3)
    ts, minute = parse_ts(tsf)
    path, params = split_query(target)
    return {"ip": ip, "ts": ts, "minute": minute, "method": method, "path": path,
            "params": params, "status": int(status), "size": int(size),
            "lat": float(lat), "agent": agent.strip('"')}


def parse_phase(lines):
    return [parse_line(l) for l in lines]


# ---------------------------------------------------------------- transform
def classify_agent(agent):
    a = agent.lower()
    if "bot" in a or "spider" in a:
        return "bot"
    if a.startswith("curl") or a.startswith("python-requests"):
        return "script"
    if "mobile" in a or "iphone" in a or "android" in a:
        return "mobile"
    return "desktop"


def anonymize_ip(ip):
    parts = ip.split(".")
    return ".".join(parts[:3] + ["0"])


def route_of(path):
    segs = []
    for s in path.split("/"):
        if s.isdigit():
            segs.append(":id")
        elif "." in s and s.endswith(".js"):
            segs.append(":bundle")
        else:
            segs.append(s)
    return "/".join(segs)


def transform_phase(recs):
    out = []
    for r in recs:
        r["client"] = classify_agent(r["agent"])
        r["net"] = anonymize_ip(r["ip"])
        r["route"] = route_of(r["path"])
        r["error"] = r["status"] >= 500
        out.append(r)
    return out


# ---------------------------------------------------------------- aggregate
def count_by(recs, key):
    c = Counter()
    for r in recs:
        c[r[key]] += 1
    return c


def latency_percentiles(recs):
    by_route = defaultdict(list)
    for r in recs:
        by_route[r["route"]].append(r["lat"])
    res = {}
    for route, xs in by_route.items():
        xs.sort()
        n = len(xs)
        res[route] = tuple(xs[min(n - 1, int(q * n))] for q in (0.5, 0.9, 0.99))
    return res


def top_n(counter, n):
    return sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


def aggregate_phase(recs):
    per_minute = count_by(recs, "minute")
    errors = Counter(r["minute"] for r in recs if r["error"])
    return {
        "routes": count_by(recs, "route"),
        "clients": count_by(recs, "client"),
        "nets": top_n(count_by(recs, "net"), 50),
        "pct": latency_percentiles(recs),
        "per_minute": per_minute,
        "errors": errors,
    }


# ---------------------------------------------------------------- render
def pad_cell(v, w, right=False):
    s = str(v)
    if len(s) > w:
        s = s[: w - 1] + "~"
    return s.rjust(w) if right else s.ljust(w)


def sparkline(values):
    bars = " .:-=+*#%@"
    if not values:
        return ""
    lo, hi = min(values), max(values)
    span = (hi - lo) or 1
    return "".join(bars[int((v - lo) * 9 / span)] for v in values)


def render_table(rows, widths):
    out = []
    for row in rows:
        out.append(" | ".join(pad_cell(c, w, isinstance(c, (int, float))) for c, w in zip(row, widths)))
    return "\n".join(out)


def render_phase(agg):
    rows = []
    for route, cnt in top_n(agg["routes"], 400):
        p50, p90, p99 = agg["pct"][route]
        rows.append((route, cnt, f"{p50:.1f}", f"{p90:.1f}", f"{p99:.1f}"))
    parts = [render_table(rows, (40, 8, 8, 8, 8))]
    minutes = sorted(agg["per_minute"])
    parts.append(sparkline([agg["per_minute"][m] for m in minutes]))
    parts.append(sparkline([agg["errors"].get(m, 0) for m in minutes]))
    parts.append(render_table(agg["nets"], (18, 6)))
    parts.append(render_table(sorted(agg["clients"].items()), (10, 8)))
    # per-net detail page: many small cells
    detail = [(net, cnt, cnt * 3 % 97, cnt % 13) for net, cnt in agg["nets"]] * 300
    parts.append(render_table(detail, (18, 6, 4, 4)))
    return "\n\n".join(parts)


# ---------------------------------------------------------------- main
def main():
    passes = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 40000
    rng = random.Random(1234)
    total = 0
    for p in range(passes):
        t = time.perf_counter()
        lines = load_phase(rng, n, 1.7e9 + p * 3600)
        recs = parse_phase(lines)
        recs = transform_phase(recs)
        agg = aggregate_phase(recs)
        report = render_phase(agg)
        total += len(report)
        print(f"pass {p}: {len(recs)} records, {len(agg['routes'])} routes, report {len(report)} chars, "
              f"{time.perf_counter() - t:.2f}s", file=sys.stderr)
    print(total)


if __name__ == "__main__":
    main()
