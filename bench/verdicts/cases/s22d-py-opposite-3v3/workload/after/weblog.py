"""weblog: access-log analytics batch. make_lines once; per round: parse_line (split + int/float),
geo_lookup (ip -> region via bisect over a range table), classify_agent (substring tests),
path_signature (tokenize the request path and the referrer path, normalise ids), bucket_latency,
fingerprint (per-record FNV-1a hash of ip, timestamp and user agent, used for de-duplication; the
user-agent part of the hash is memoised per agent string),
summarize (counters -> top list)."""
import bisect
import re
import sys
import time

AGENTS = ["Mozilla/5.0 (X11; Linux x86_64) Firefox/118.0", "curl/8.4.0",
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1", "Googlebot/2.1",
          "python-requests/2.31", "Mozilla/5.0 (Windows NT 10.0) Chrome/119.0"]
PATHS = ["/api/v1/users/{}/orders/recent/page/2", "/static/img/thumbs/large/{}.png",
         "/api/v1/shop/items/{}/variants/7/stock", "/search/products/all/en/page/3",
         "/api/v2/carts/{}/checkout/confirm/step/2", "/health/live/db/replica/4",
         "/blog/2023/11/posts/{}/comments/page/5"]


GEO_STARTS = [i * 4093 for i in range(16)]
GEO_NAMES = ["eu-west", "eu-central", "us-east", "us-west", "ap-south", "ap-east", "sa-east",
             "af-south", "me-central", "ca-central", "eu-north", "us-central", "ap-north",
             "oc-east", "eu-south", "mx-central"]


def make_lines(n):
    out, s = [], 12345
    for i in range(n):
        s = (s * 1103515245 + 12345) & 0x7fffffff
        path = PATHS[s % len(PATHS)].format(s % 9973)
        ref = PATHS[(s >> 3) % len(PATHS)].format((s >> 5) % 9973)
        out.append("10.0.%d.%d - - [%d] \"GET %s HTTP/1.1\" %d %d %.3f %s \"%s\"" % (
            s % 256, (s >> 8) % 256, 1700000000 + i, path, (200, 200, 200, 304, 404, 500)[s % 6],
            s % 50000, (s % 4000) / 1000.0, ref, AGENTS[(s >> 4) % len(AGENTS)]))
    return out


def parse_line(line):
    head, _, agent = line.rpartition(' "')
    parts = head.split()
    return {"ip": parts[0], "ts": int(parts[3][1:-1]), "path": parts[5], "status": int(parts[7]),
            "size": int(parts[8]), "latency": float(parts[9]), "referrer": parts[10],
            "agent": agent[:-1]}


def geo_lookup(ip):
    a, b, c, d = (int(x) for x in ip.split("."))
    key = ((a << 24) | (b << 16) | (c << 8) | d) & 0xffff
    i = bisect.bisect_right(GEO_STARTS, key) - 1
    return GEO_NAMES[i].split("-")[0]


def classify_agent(agent):
    a = agent.lower()
    if "bot" in a or "curl" in a or "python" in a:
        return "bot"
    if "iphone" in a or "android" in a:
        return "mobile"
    return "desktop"


HEXID = re.compile(r"^[0-9a-f]{6,}$")


def path_signature(path):
    toks = []
    for t in path.split("/"):
        if not t:
            continue
        t = t.strip().lower()
        if t.isdigit() or HEXID.match(t):
            toks.append(":id")
        elif "." in t:
            toks.append("*" + t[t.rindex("."):])
        else:
            toks.append(t)
    return "/" + "/".join(toks)


def bucket_latency(lat):
    for i, edge in enumerate((0.05, 0.1, 0.25, 0.5, 1.0, 2.0)):
        if lat < edge:
            return i
    return 6


_AGENT_HASH = {}


def fingerprint(rec):
    agent = rec["agent"]
    h = _AGENT_HASH.get(agent)
    if h is None:
        h = 2166136261
        for ch in agent:
            h = ((h ^ ord(ch)) * 16777619) & 0xffffffff
        _AGENT_HASH[agent] = h
    for ch in rec["ip"] + " " + str(rec["ts"]) + " ":
        h = ((h ^ ord(ch)) * 16777619) & 0xffffffff
    return h


def summarize(counts):
    return sorted(counts.items(), key=lambda kv: -kv[1])[:20]


def run_round(lines):
    counts, seen, dups = {}, set(), 0
    for line in lines:
        rec = parse_line(line)
        key = (geo_lookup(rec["ip"]), classify_agent(rec["agent"]), path_signature(rec["path"]),
               path_signature(rec["referrer"]), rec["status"], bucket_latency(rec["latency"]))
        counts[key] = counts.get(key, 0) + 1
        fp = fingerprint(rec)
        if fp in seen:
            dups += 1
        seen.add(fp)
    return summarize(counts), dups


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    lines = make_lines(20000)
    t0 = time.perf_counter()
    total = 0
    for _ in range(rounds):
        top, dups = run_round(lines)
        total += dups + top[0][1]
    print("rounds=%d total=%d time=%.3fs" % (rounds, total, time.perf_counter() - t0))


if __name__ == "__main__":
    main()
