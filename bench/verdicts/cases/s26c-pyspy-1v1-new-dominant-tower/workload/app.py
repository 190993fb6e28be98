"""In-process HTTP-like request loop, run for a fixed duration.

Usage: python3 app.py VARIANT [SECONDS] [FLAGS_FILE]
Handles synthetic requests (make_request -> handle_request: parse_request,
route, authorize, render_response with json.dumps and an etag) until SECONDS
have passed since start, then prints how many it handled.
VARIANT=after: handle_request also calls load_routing_table() on every request,
which re-reads and parses a large routing/flags file (the new step).
"""
import json
import os
import sys
import time

START = time.monotonic()
VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
SECONDS = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
FLAGS_FILE = sys.argv[3] if len(sys.argv) > 3 else "/tmp/s26c-routing-table-1300.txt"

PATHS = ("/api/users/%d", "/api/orders/%d", "/api/items/%d/reviews", "/static/app.%d.js", "/health")
USERS = ("alice", "bob", "carol", "dave", "erin", "frank", "grace")


def ensure_flags_file(path, n=1300):
    """Write the routing/flags file once (same content every time)."""
    if os.path.exists(path):
        return
    with open(path + ".tmp", "w") as f:
        for i in range(n):
            f.write("route.%05d prefix=/api/%s/%d methods=GET,POST,PUT weight=%d tags=%s,%s,%s\n"
                    % (i, ("users", "orders", "items")[i % 3], i, i % 97,
                       "t%d" % (i % 11), "t%d" % (i % 13), "t%d" % (i % 17)))
    os.replace(path + ".tmp", path)


def make_request(i):
    path = PATHS[i % len(PATHS)] % (i % 1000) if "%d" in PATHS[i % len(PATHS)] else PATHS[i % len(PATHS)]
    user = USERS[i % len(USERS)]
    body = json.dumps({"user": user, "n": i, "items": [{"sku": "S%04d" % ((i * k) % 9973), "qty": k} for k in range(1, 21)]})
    return ("%s %s HTTP/1.1\r\nHost: shop.local\r\nUser-Agent: bench/1.0\r\nX-User: %s\r\n"
            "Accept: application/json\r\nContent-Length: %d\r\n\r\n%s" % (
                "POST" if i % 3 == 0 else "GET", path, user, len(body), body))


def parse_request(raw):
    head, _, body = raw.partition("\r\n\r\n")
    lines = head.split("\r\n")
    method, path, proto = lines[0].split(" ")
    headers = {}
    for line in lines[1:]:
        k, _, v = line.partition(":")
        headers[k.strip().lower()] = v.strip()
    return {"method": method, "path": path, "proto": proto, "headers": headers,
            "body": json.loads(body) if body else None}


def route(req):
    parts = [p for p in req["path"].split("/") if p]
    if not parts:
        return "root", {}
    if parts[0] == "health":
        return "health", {}
    if parts[0] == "static":
        return "static", {"file": parts[-1]}
    kind = parts[1] if len(parts) > 1 else ""
    ident = parts[2] if len(parts) > 2 else ""
    return kind, {"id": ident, "sub": parts[3] if len(parts) > 3 else ""}


def authorize(req):
    user = req["headers"].get("x-user", "")
    score = 0
    for ch in user * 8:
        score = (score * 33 + ord(ch)) % 1000003
    return score % 101 != 0


def render_response(kind, params, req):
    items = []
    body = req["body"] or {}
    for it in body.get("items", []):
        items.append({"sku": it["sku"], "qty": it["qty"], "price": round(it["qty"] * 9.99, 2)})
    payload = {"kind": kind, "params": params, "items": items,
               "total": round(sum(x["price"] for x in items), 2), "user": req["headers"].get("x-user")}
    text = json.dumps(payload, sort_keys=True)
    etag = 0
    for ch in text:
        etag = (etag * 31 + ord(ch)) & 0xFFFFFFFF
    return "HTTP/1.1 200 OK\r\nETag: \"%08x\"\r\nContent-Length: %d\r\n\r\n%s" % (etag, len(text), text)


def load_routing_table(path):
    """New step: re-read and parse the routing/flags file."""
    table = {}
    with open(path) as f:
        for line in f:
            name, rest = line.rstrip("\n").split(" ", 1)
            entry = {}
            for field in rest.split(" "):
                k, _, v = field.partition("=")
                entry[k] = v.split(",") if "," in v else v
            table[name] = entry
    return table


def handle_request(raw):
    req = parse_request(raw)
    if VARIANT == "after":
        table = load_routing_table(FLAGS_FILE)
        if not table:
            return "HTTP/1.1 503 Unavailable\r\n\r\n"
    kind, params = route(req)
    if not authorize(req):
        return "HTTP/1.1 403 Forbidden\r\n\r\n"
    return render_response(kind, params, req)


def main():
    ensure_flags_file(FLAGS_FILE)
    handled = 0
    nbytes = 0
    next_report = 1.0
    while True:
        elapsed = time.monotonic() - START
        if elapsed >= SECONDS:
            break
        if elapsed >= next_report:  # progress, in case the profiler stops us first
            sys.stderr.write("t=%.0fs handled=%d\n" % (next_report, handled))
            sys.stderr.flush()
            next_report += 1.0
        resp = handle_request(make_request(handled))
        nbytes += len(resp)
        handled += 1
    print("variant=%s handled=%d bytes=%d elapsed=%.2f s" % (VARIANT, handled, nbytes, time.monotonic() - START))


if __name__ == "__main__":
    main()
