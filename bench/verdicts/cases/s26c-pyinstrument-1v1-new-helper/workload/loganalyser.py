"""Pure-Python access-log analyser (synthetic input).

Usage: python3 loganalyser.py VARIANT N_LINES
VARIANT = before | after.  The only difference: in 'after', validate_records
also compiles a host-specific regular expression per record and applies it.
Records are parsed, validated and aggregated in batches of BATCH lines.
"""
import re
import sys

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
N_LINES = int(sys.argv[2]) if len(sys.argv) > 2 else 80000
BATCH = 40000

METHODS = ("GET", "POST", "PUT", "DELETE", "HEAD")
SECTIONS = ("api", "static", "img", "user", "cart", "search", "admin", "docs")
AGENTS = ("curl/8.1", "Mozilla/5.0 (X11; Linux)", "Go-http-client/1.1",
          "python-requests/2.31", "Mozilla/5.0 (Macintosh)")
VALID_METHODS = frozenset(METHODS)


class Rng:
    """Small LCG so the input is identical on every run."""
    def __init__(self, seed):
        self.s = seed & 0xFFFFFFFF

    def next(self):
        self.s = (self.s * 1103515245 + 12345) & 0x7FFFFFFF
        return self.s >> 8

    def pick(self, seq):
        return seq[self.next() % len(seq)]


def gen_lines(n, seed=7):
    rng = Rng(seed)
    out = []
    for i in range(n):
        # 99.6% of the traffic comes from 400 busy hosts, the rest from a long tail
        hostno = rng.next() % 400 if rng.next() % 1000 < 996 else 400 + rng.next() % 4000
        host = "node%d.%s.example.com" % (hostno, rng.pick(("eu", "us", "ap")))
        ip = "10.%d.%d.%d" % (rng.next() % 256, rng.next() % 256, rng.next() % 256)
        method = rng.pick(METHODS)
        path = "/%s/%s%d" % (rng.pick(SECTIONS), "item_", rng.next() % 5000)
        if rng.next() % 4 == 0:
            path += "?q=%d" % (rng.next() % 100)
        status = rng.pick((200, 200, 200, 201, 204, 301, 304, 400, 403, 404, 500, 503))
        size = rng.next() % 200000
        lat = (rng.next() % 250000) / 1000.0
        agent = rng.pick(AGENTS)
        out.append('%s %s - - [26/Nov/2026:10:%02d:%02d +0000] "%s %s HTTP/1.1" %d %d "%s" %.3f'
                   % (host, ip, (i // 60) % 60, i % 60, method, path, status, size, agent, lat))
    return out


def parse_line(line):
    host, ip, _, _, rest = line.split(" ", 4)
    ts_end = rest.index("]")
    ts = rest[1:ts_end]
    q1 = rest.index('"', ts_end)
    q2 = rest.index('"', q1 + 1)
    method, path, proto = rest[q1 + 1:q2].split(" ")
    tail = rest[q2 + 2:]
    status_s, size_s, tail = tail.split(" ", 2)
    a2 = tail.index('"', 1)
    agent = tail[1:a2]
    lat = float(tail[a2 + 2:])
    return {"host": host, "ip": ip, "ts": ts, "method": method, "path": path,
            "proto": proto, "status": int(status_s), "size": int(size_s),
            "agent": agent, "latency": lat}


def validate_records(recs):
    """Keep the records that pass validation (one call per batch)."""
    good = []
    after = VARIANT == "after"
    for rec in recs:
        if rec["method"] not in VALID_METHODS:
            continue
        if not (100 <= rec["status"] <= 599):
            continue
        if rec["size"] < 0 or rec["latency"] < 0:
            continue
        if not rec["path"].startswith("/"):
            continue
        if rec["ip"].count(".") != 3:
            continue
        if rec["proto"] not in ("HTTP/1.0", "HTTP/1.1", "HTTP/2"):
            continue
        if after:
            # new: host-specific pattern, compiled and applied per record
            first = rec["host"].split(".", 1)[0]
            pat = re.compile(r"^%s\.[a-z]{2}\.example\.com$" % re.escape(first))
            if pat.match(rec["host"]) is None:
                continue
        good.append(rec)
    return good


def parse_batch(lines):
    return [parse_line(line) for line in lines]


def section_of(path):
    p = path.split("?", 1)[0]
    parts = p.split("/")
    return parts[1] if len(parts) > 1 else ""


def aggregate(records, by_section, by_status, by_agent):
    for r in records:
        sec = section_of(r["path"])
        st = by_section.get(sec)
        if st is None:
            st = by_section[sec] = {"n": 0, "bytes": 0, "lat": []}
        st["n"] += 1
        st["bytes"] += r["size"]
        st["lat"].append(r["latency"])
        by_status[r["status"]] = by_status.get(r["status"], 0) + 1
        by_agent[r["agent"]] = by_agent.get(r["agent"], 0) + 1


def percentiles(values, qs=(0.5, 0.9, 0.99)):
    s = sorted(values)
    return [s[min(len(s) - 1, int(q * len(s)))] for q in qs]


def checksum(text):
    h = 2166136261
    for ch in text:
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    return h


def render(by_section, by_status, by_agent):
    lines = []
    for sec in sorted(by_section):
        st = by_section[sec]
        p50, p90, p99 = percentiles(st["lat"])
        lines.append("%-8s n=%7d bytes=%12d p50=%8.3f p90=%8.3f p99=%8.3f"
                     % (sec, st["n"], st["bytes"], p50, p90, p99))
    for code in sorted(by_status):
        lines.append("status %d: %d" % (code, by_status[code]))
    for ag in sorted(by_agent):
        lines.append("agent %s: %d" % (ag, by_agent[ag]))
    return "\n".join(lines)


def main():
    lines = gen_lines(N_LINES)
    by_section, by_status, by_agent = {}, {}, {}
    n_good = 0
    for start in range(0, len(lines), BATCH):
        recs = parse_batch(lines[start:start + BATCH])
        good = validate_records(recs)
        n_good += len(good)
        aggregate(good, by_section, by_status, by_agent)
    report = render(by_section, by_status, by_agent)
    print(report.splitlines()[0])
    print("records=%d bad=%d checksum=%08x" % (n_good, len(lines) - n_good, checksum(report * 20)))


if __name__ == "__main__":
    main()
