"""Event shipper: generate events, enrich and serialize each one, and ship them
in batches; every batch gets a header and a signature."""
import random
import sys

BATCH_SIZE = 10
SECRET = b"k3y-0f-th3-sh1pp3r"
HOSTS = ["web-%02d" % i for i in range(12)]
KINDS = ["click", "view", "purchase", "signup", "logout", "search"]
ROUTES = ["eu-west", "eu-central", "us-east", "us-west", "ap-south", "ap-east", "sa-east", "af-south"]


def make_event(rnd, i):
    return {"id": i, "ts": 1700000000 + i * 3, "host": rnd.choice(HOSTS), "kind": rnd.choice(KINDS),
            "user": "u%05d" % rnd.randint(1, 40000), "value": round(rnd.uniform(0, 500), 2),
            "tags": [rnd.choice(KINDS) for _ in range(rnd.randint(0, 4))]}


def enrich_event(ev):
    ev["region"] = ROUTES[hash(ev["host"]) % len(ROUTES)]
    ev["bucket"] = ev["ts"] // 3600
    ev["vip"] = ev["value"] > 400 or "purchase" in ev["tags"]
    return ev


def serialize_event(ev):
    parts = []
    for k in sorted(ev):
        v = ev[k]
        if isinstance(v, list):
            v = "|".join(v)
        parts.append("%s=%s" % (k, v))
    return ";".join(parts)


def build_header(seq, count):
    # routing table: weight per route, derived from the sequence number
    fields = [("seq", str(seq)), ("count", str(count)), ("v", "3")]
    acc = seq
    for r in range(14):
        for route in ROUTES:
            acc = (acc * 1103515245 + 12345 + len(route)) & 0x7FFFFFFF
        fields.append(("w%02d" % r, "%08x" % acc))
    return "&".join("%s=%s" % kv for kv in fields)


def sign_header(header):
    data = header.encode()[:256].ljust(256, b"\0")
    h = 0x811C9DC5
    for b in SECRET + data:
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return "%08x" % h


def flush_batch(pending, seq, out):
    header = build_header(seq, len(pending))
    sig = sign_header(header)
    out.append((header, sig, pending))


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    rnd = random.Random(5)
    out = []
    pending = []
    seq = 0
    for i in range(n):
        ev = enrich_event(make_event(rnd, i))
        pending.append(serialize_event(ev))
        if len(pending) >= BATCH_SIZE:
            flush_batch(pending, seq, out)
            seq += 1
            pending = []
    if pending:
        flush_batch(pending, seq, out)
    print(len(out), "batches", sum(len(p) for _, _, p in out), "events")


if __name__ == "__main__":
    main()
