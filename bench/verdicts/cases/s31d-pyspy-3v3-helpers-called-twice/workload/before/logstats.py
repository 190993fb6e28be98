"""access-log analyser: generate synthetic access-log lines, parse them, export them as JSON lines,
compute per-client-IP statistics, enrich each record (normalised route key + risk score), then
aggregate per route."""
import json
import sys

ROUTES = ["/api/v1/users/%d", "/api/v1/orders/%d/items", "/static/img/%d.png",
          "/login", "/api/v2/search", "/admin/report/%d", "/health"]
BAD_AGENTS = ("sqlmap", "nikto", "curl", "wget", "masscan", "zgrab", "nmap", "dirbuster", "hydra", "acunetix")
BAD_PATHS = ("/admin", "..", "/.env", "wp-login", "select", "/etc/passwd", "/cgi-bin", "<script", ".git/", "phpmyadmin")
AGENTS = ["Mozilla/5.0", "curl/8.1", "python-requests/2.31", "Go-http-client/1.1", "sqlmap/1.7"]


def gen_lines(n, seed):
    x = seed
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        route = ROUTES[x % len(ROUTES)]
        if "%d" in route:
            route = route % (x % 5000)
        status = (200, 200, 200, 404, 500, 302)[(x >> 8) % 6]
        ms = (x >> 4) % 900
        agent = AGENTS[(x >> 12) % len(AGENTS)]
        out.append("10.0.%d.%d - - [27/Nov/2025:13:%02d:%02d] \"GET %s HTTP/1.1\" %d %d %d \"%s\""
                   % ((x >> 3) % 256, (x >> 11) % 256, (x >> 5) % 60, (x >> 9) % 60,
                      route, status, (x >> 7) % 20000, ms, agent))
    return out


def parse_line(line):
    ip, rest = line.split(" - - ", 1)
    ts_end = rest.index("]")
    ts = rest[1:ts_end]
    req_start = rest.index('"', ts_end) + 1
    req_end = rest.index('"', req_start)
    method, path, proto = rest[req_start:req_end].split(" ")
    tail = rest[req_end + 2:]
    status, size, ms, agent = tail.split(" ", 3)
    day, hh, mm, ss = ts.split(":")
    secs = int(hh) * 3600 + int(mm) * 60 + int(ss)
    return {"ip": ip, "ts": ts, "secs": secs, "method": method, "path": path, "proto": proto,
            "status": int(status), "size": int(size), "ms": int(ms), "agent": agent.strip('"')}


def normalize_key(rec):
    parts = rec["path"].split("/")
    norm = []
    for p in parts:
        if p.isdigit():
            norm.append(":id")
        elif p.endswith(".png"):
            norm.append(":file")
        else:
            norm.append(p.lower())
    return rec["method"] + " " + "/".join(norm)


def risk_score(rec):
    s = 0.0
    if rec["status"] >= 500:
        s += 2.0
    elif rec["status"] == 404:
        s += 1.0
    if rec["ms"] > 700:
        s += 0.5
    a = rec["agent"].lower()
    for bad in BAD_AGENTS:
        if bad in a:
            s += 3.0
    path = rec["path"]
    for pat in BAD_PATHS:
        if pat in path:
            s += 1.5
    return s


def export_jsonl(records):
    return [json.dumps(r, sort_keys=True) for r in records]


def ip_stats(records):
    stats = {}
    for r in records:
        st = stats.get(r["ip"])
        if st is None:
            st = stats[r["ip"]] = {"n": 0, "bytes": 0, "errors": 0, "first": r["secs"], "last": r["secs"]}
        st["n"] += 1
        st["bytes"] += r["size"]
        if r["status"] >= 400:
            st["errors"] += 1
        if r["secs"] < st["first"]:
            st["first"] = r["secs"]
        if r["secs"] > st["last"]:
            st["last"] = r["secs"]
    top = sorted(stats.items(), key=lambda kv: -kv[1]["bytes"])[:20]
    return len(stats), top


def enrich(records):
    seen = set()
    dup = 0
    flagged = 0
    total = 0.0
    out = []
    for r in records:
        key = normalize_key(r)
        score = risk_score(r)
        if key in seen:
            dup += 1
        seen.add(key)
        if score > 3.0:
            flagged += 1
        total += score
        out.append((key, score, r["ms"]))
    return out, dup, flagged, total


def aggregate(enriched):
    by_route = {}
    for key, score, ms in enriched:
        st = by_route.get(key)
        if st is None:
            st = by_route[key] = [0, 0.0, 0, []]
        st[0] += 1
        st[1] += score
        st[2] += ms
        st[3].append(ms)
    report = []
    for key, (n, sc, ms_sum, lat) in by_route.items():
        lat.sort()
        report.append((key, n, sc / n, ms_sum / n, lat[len(lat) * 95 // 100]))
    report.sort(key=lambda t: -t[1])
    return report


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 40000
    chk = 0.0
    for r in range(rounds):
        lines = gen_lines(n, 1234 + r)
        records = [parse_line(l) for l in lines]
        exported = export_jsonl(records)
        n_ips, top = ip_stats(records)
        enriched, dup, flagged, total = enrich(records)
        report = aggregate(enriched)
        chk += total + dup + flagged + len(report) + report[0][1] + len(exported[-1]) + n_ips + top[0][1]["n"]
    print("rounds=%d n=%d checksum=%.1f" % (rounds, n, chk))


if __name__ == "__main__":
    main()
