"""Log archiver: parses synthetic access-log records, aggregates per-route
statistics, serialises each batch and compresses it into an in-memory archive.

The compression level is COMPRESS_LEVEL (before: 1, after: 9); everything else,
including input and printed output (stats + uncompressed digest), is identical.
"""
import hashlib
import random
import sys
import zlib

COMPRESS_LEVEL = 1

ROUTES = ["/api/users", "/api/orders", "/static/app.js", "/health", "/api/search",
          "/api/cart", "/login", "/api/items/{id}", "/metrics", "/"]
AGENTS = ["curl/8.1", "Mozilla/5.0 (X11; Linux x86_64)", "python-requests/2.31",
          "Go-http-client/1.1", "okhttp/4.11"]


def make_lines(rng, n):
    lines = []
    for i in range(n):
        ip = "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        route = rng.choice(ROUTES)
        status = rng.choice((200, 200, 200, 201, 204, 301, 404, 500))
        size = rng.randrange(100, 90000)
        ms = rng.randrange(1, 900)
        agent = rng.choice(AGENTS)
        lines.append('%s - - [29/Nov/2026:09:%02d:%02d] "GET %s HTTP/1.1" %d %d %dms "%s"'
                     % (ip, (i // 60) % 60, i % 60, route, status, size, ms, agent))
    return lines


def parse_line(line):
    ip, rest = line.split(" - - ", 1)
    req_start = rest.index('"') + 1
    req_end = rest.index('"', req_start)
    method, route, _proto = rest[req_start:req_end].split(" ")
    fields = rest[req_end + 2:].split(" ", 3)
    return {
        "ip": ip,
        "method": method,
        "route": route,
        "status": int(fields[0]),
        "bytes": int(fields[1]),
        "ms": int(fields[2][:-2]),
        "agent": fields[3].strip('"'),
    }


def aggregate(records, stats):
    for r in records:
        s = stats.get(r["route"])
        if s is None:
            s = stats[r["route"]] = {"hits": 0, "bytes": 0, "ms": 0, "errors": 0}
        s["hits"] += 1
        s["bytes"] += r["bytes"]
        s["ms"] += r["ms"]
        if r["status"] >= 500:
            s["errors"] += 1


def serialise_batch(records):
    out = []
    for r in records:
        out.append("%s|%s|%s|%d|%d|%d|%s" % (r["ip"], r["method"], r["route"], r["status"],
                                             r["bytes"], r["ms"], r["agent"]))
    return ("\n".join(out) + "\n").encode()


def compress_batch(payload):
    return zlib.compress(payload, COMPRESS_LEVEL)


def archive_batches(lines, batch_size):
    stats = {}
    digest = hashlib.sha1()
    archive = []
    for start in range(0, len(lines), batch_size):
        records = [parse_line(l) for l in lines[start:start + batch_size]]
        aggregate(records, stats)
        payload = serialise_batch(records)
        digest.update(payload)
        archive.append(compress_batch(payload))
    return stats, digest.hexdigest(), archive


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    rng = random.Random(49)
    lines = make_lines(rng, n)
    for _ in range(rounds):
        stats, hexdigest, archive = archive_batches(lines, 500)
        # verify round trip
        assert b"".join(zlib.decompress(a) for a in archive[:3])
    total_hits = sum(s["hits"] for s in stats.values())
    print("routes=%d hits=%d digest=%s" % (len(stats), total_hits, hexdigest))


if __name__ == "__main__":
    main()
