import random

PATHS = [
    ("GET", "/orders", 5),
    ("GET", "/users/{uid}", 4),
    ("GET", "/products/search", 3),
    ("POST", "/cart/{uid}", 2),
]


class TrafficGenerator:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.weights = [w for _, _, w in PATHS]

    def next_raw(self):
        method, path, _ = self.rng.choices(PATHS, self.weights)[0]
        uid = self.rng.randrange(1, 400)
        path = path.replace("{uid}", str(uid))
        q = "q=" + self.rng.choice(["red shoe", "blue lamp", "oak table", "wool hat", "steel pan"]).replace(" ", "+")
        headers = {
            "Host": "shop.local",
            "Authorization": "Bearer tok-%d-%s" % (uid, "x" * 24),
            "Accept-Encoding": "gzip",
            "User-Agent": "bench/1.0",
        }
        head = "%s %s?%s&page=%d HTTP/1.1\r\n" % (method, path, q, self.rng.randrange(1, 5))
        head += "".join("%s: %s\r\n" % kv for kv in headers.items())
        body = ""
        if method == "POST":
            body = "sku=%d&qty=%d" % (self.rng.randrange(1000, 2000), self.rng.randrange(1, 5))
        return head + "\r\n" + body
