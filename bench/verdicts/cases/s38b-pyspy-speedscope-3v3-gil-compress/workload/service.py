"""Toy service: the main thread runs a request loop for a fixed wall-clock time;
a background thread periodically builds, serialises and compresses a stats
snapshot. The change under test is --snapshot-interval (before 0.25 s, after 0.02 s):
the background thread compresses much more often and holds the GIL more."""
import argparse, json, random, threading, time, zlib

STATS = {"requests": 0, "bytes": 0, "by_route": {}}
STOP = threading.Event()
SNAPSHOTS = []

def parse_query(q):
    out = {}
    for part in q.split("&"):
        k, _, v = part.partition("=")
        out[k] = v
    return out

def render_response(params, rid):
    rows = []
    for i in range(40):
        rows.append("<tr><td>%d</td><td>%s</td><td>%s</td></tr>" % (i, params.get("user", "?"), rid * i))
    return "<table>" + "".join(rows) + "</table>"

def handle_request(rid, rng):
    route = "/api/item/%d" % rng.randrange(50)
    params = parse_query("user=u%d&page=%d&sort=name&filter=active&lang=en" % (rid % 97, rid % 13))
    body = render_response(params, rid)
    STATS["requests"] += 1
    STATS["bytes"] += len(body)
    STATS["by_route"][route] = STATS["by_route"].get(route, 0) + 1
    return body

def encode_rows(n):
    # pure-Python row building: holds the GIL throughout
    rows = []
    for i in range(n):
        rows.append({"i": i, "route": "/api/item/%d" % (i % 50), "lat_ms": (i * 37) % 101 / 7.0,
                     "tags": ["a%d" % (i % 7), "b%d" % (i % 11)]})
    return rows

def compress_snapshot():
    rows = encode_rows(1500)
    doc = {"ts": time.time(), "stats": dict(STATS["by_route"]), "rows": rows}
    raw = json.dumps(doc, sort_keys=True).encode()
    blob = zlib.compress(raw, 6)
    SNAPSHOTS.append(len(blob))
    if len(SNAPSHOTS) > 100:
        del SNAPSHOTS[:50]
    return len(blob)

def snapshot_loop(interval):
    while not STOP.is_set():
        compress_snapshot()
        time.sleep(interval)

def serve(duration, seed):
    rng = random.Random(seed)
    rid = 0
    deadline = time.monotonic() + duration
    while time.monotonic() < deadline:
        handle_request(rid, rng)
        rid += 1
    return rid

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--snapshot-interval", type=float, default=0.25)
    ap.add_argument("--duration", type=float, default=6.0)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    t = threading.Thread(target=snapshot_loop, args=(a.snapshot_interval,), name="snapshotter", daemon=True)
    t.start()
    n = serve(a.duration, a.seed)
    STOP.set(); t.join()
    print("interval=%.3f requests=%d snapshots~%d" % (a.snapshot_interval, n, len(SNAPSHOTS)))

if __name__ == "__main__":
    main()
