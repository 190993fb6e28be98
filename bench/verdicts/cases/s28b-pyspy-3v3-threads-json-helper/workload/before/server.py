"""In-process "web server": an acceptor (main thread) feeds raw HTTP-ish
requests into a queue served by a pool of 4 named request threads
(req-0 .. req-3). Each request is parsed, routed to a handler that queries an
in-memory catalogue, and the result is serialized with to_json().
"""
import json
import queue
import random
import sys
import threading

N_THREADS = 4


def build_catalogue(seed, n):
    rnd = random.Random(seed)
    cats = ["books", "games", "garden", "kitchen", "music", "toys"]
    return [{"id": i, "name": "item-%05d" % i, "cat": rnd.choice(cats),
             "price": round(rnd.uniform(1, 300), 2), "stock": rnd.randint(0, 40),
             "tags": rnd.sample(["new", "sale", "eco", "gift", "bulk", "rare"], 2)}
            for i in range(n)]


CATALOGUE = build_catalogue(3, 4000)
BY_CAT = {}
for _item in CATALOGUE:
    BY_CAT.setdefault(_item["cat"], []).append(_item)


def parse_request(raw):
    head, _, body = raw.partition("\r\n\r\n")
    lines = head.split("\r\n")
    method, target, _ = lines[0].split(" ")
    path, _, qs = target.partition("?")
    params = dict(p.split("=", 1) for p in qs.split("&") if p)
    headers = dict(l.split(": ", 1) for l in lines[1:])
    return {"method": method, "path": path, "params": params, "headers": headers, "body": body}


def search_items(req):
    cat = req["params"].get("cat", "books")
    lo = float(req["params"].get("min", "0"))
    hi = float(req["params"].get("max", "1e9"))
    hits = [it for it in BY_CAT.get(cat, ()) if lo <= it["price"] <= hi and it["stock"] > 0]
    hits.sort(key=lambda it: (it["price"], it["id"]))
    page = int(req["params"].get("page", "0"))
    return {"cat": cat, "total": len(hits), "page": page, "items": hits[page * 20:(page + 1) * 20]}


def get_item(req):
    item = CATALOGUE[int(req["params"].get("id", "0")) % len(CATALOGUE)]
    related = [it["id"] for it in BY_CAT[item["cat"]] if it["tags"][0] == item["tags"][0]][:10]
    return {"item": item, "related": related}


ROUTES = {"/search": search_items, "/item": get_item}


def to_json(obj):
    return json.dumps(obj, separators=(",", ":"))


def handle_request(raw):
    req = parse_request(raw)
    data = ROUTES[req["path"]](req)
    body = to_json(data)
    return "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)


def request_thread(q, stats, lock):
    sent = 0
    while True:
        raw = q.get()
        if raw is None:
            break
        sent += len(handle_request(raw))
    with lock:
        stats[threading.current_thread().name] = sent


def make_request(rnd, i):
    if rnd.random() < 0.6:
        lo = rnd.randint(0, 150)
        target = "/search?cat=%s&min=%d&max=%d&page=%d" % (
            rnd.choice(["books", "games", "garden", "kitchen", "music", "toys"]), lo, lo + 120, rnd.randint(0, 2))
    else:
        target = "/item?id=%d" % rnd.randint(0, 10 ** 6)
    return "GET %s HTTP/1.1\r\nHost: shop.local\r\nUser-Agent: bench/1.0\r\nX-Request-Id: %d\r\n\r\n" % (target, i)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    q = queue.Queue(maxsize=64)
    stats, lock = {}, threading.Lock()
    threads = [threading.Thread(target=request_thread, args=(q, stats, lock), name="req-%d" % i)
               for i in range(N_THREADS)]
    for t in threads:
        t.start()
    rnd = random.Random(99)
    for i in range(n):
        q.put(make_request(rnd, i))
    for _ in threads:
        q.put(None)
    for t in threads:
        t.join()
    print("requests=%d bytes=%d" % (n, sum(stats.values())))


if __name__ == "__main__":
    main()
