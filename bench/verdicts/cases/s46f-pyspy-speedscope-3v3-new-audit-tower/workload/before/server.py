"""Toy request handler: parse -> authorize -> route -> render, over a fixed request log."""
import hashlib
import json
import random
import sys



def make_requests(n, seed=7):
    rnd = random.Random(seed)
    paths = ["/api/items", "/api/users", "/api/orders", "/health", "/api/search"]
    reqs = []
    for i in range(n):
        headers = {"x-user": f"user{rnd.randrange(500)}", "x-trace": f"{rnd.getrandbits(64):016x}",
                   "accept": "application/json", "x-len": str(rnd.randrange(10, 90))}
        body = {"q": " ".join(rnd.choice(["red", "blue", "big", "small", "old", "new"]) for _ in range(8)),
                "page": rnd.randrange(1, 20), "ids": [rnd.randrange(10000) for _ in range(12)]}
        reqs.append((rnd.choice(paths), headers, json.dumps(body)))
    return reqs


def parse_headers(headers):
    return {k.lower().strip(): v.strip() for k, v in headers.items()}


def parse_request(path, headers, raw):
    body = json.loads(raw)
    return {"path": path, "headers": parse_headers(headers), "body": body}


def authorize(req):
    user = req["headers"]["x-user"]
    token = hashlib.sha1(user.encode()).hexdigest()
    return token[0] != "0"


def score_items(body):
    words = body["q"].split()
    total = 0
    for i in body["ids"]:
        for w in words:
            total += (i * len(w)) % 97
    return total


def route(req):
    body = req["body"]
    if req["path"] == "/health":
        return {"ok": True}
    results = []
    for page in range(body["page"] % 5 + 1):
        results.append({"page": page, "score": score_items(body)})
    return {"results": results, "n": len(results)}


def render(resp):
    return json.dumps(resp, sort_keys=True)



def handle(path, headers, raw):
    req = parse_request(path, headers, raw)
    if not authorize(req):
        return ""
    out = render(route(req))
    return out


def main():
    n = int(sys.argv[1])
    reqs = make_requests(n)
    total = 0
    for _ in range(int(sys.argv[2])):
        for path, headers, raw in reqs:
            total += len(handle(path, headers, raw))
    print("bytes", total)


if __name__ == "__main__":
    main()
