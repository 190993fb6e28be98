"""Toy request handler loop: parse a query string, check auth, compute a result, render JSON."""
import copy, hashlib, json, random, sys, time

CONFIG = {
    "features": {"search": True, "beta_ui": False, "rate_limit": 100},
    "routes": {"/search": "search", "/item": "item", "/user": "user"},
    "weights": [0.5, 0.25, 0.125, 0.0625],
}

def parse_query(raw):
    path, _, qs = raw.partition("?")
    params = {}
    for part in qs.split("&"):
        k, _, v = part.partition("=")
        params[k] = v
    return path, params

def check_auth(params):
    token = params.get("token", "")
    return hashlib.sha256(token.encode()).hexdigest()[:8] != "00000000"

def compute(cfg, path, params):
    n = int(params.get("n", "10"))
    w = cfg["weights"]
    total = 0.0
    for i in range(n):
        total += w[i % len(w)] * ((i * 2654435761) % 1000)
    return {"route": cfg["routes"].get(path, "404"), "score": total, "n": n}

def render(result):
    return json.dumps(result, sort_keys=True)

def handle_request(raw):
    cfg = CONFIG
    path, params = parse_query(raw)
    if not check_auth(params):
        return "403"
    return render(compute(cfg, path, params))

def main(seconds):
    rng = random.Random(42)
    paths = list(CONFIG["routes"]) + ["/missing"]
    end = time.time() + seconds
    served = 0
    while time.time() < end:
        for _ in range(200):
            raw = f"{rng.choice(paths)}?token=t{rng.randrange(10**6)}&n={rng.randrange(600, 1200)}&lang=en"
            handle_request(raw)
            served += 1
    print("served", served)

if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 6.0)
