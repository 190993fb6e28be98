"""Event exporter: synthesise application events, normalise them and serialise each
batch as a JSON array for the ingest endpoint (written to a byte counter instead of the network)."""
import random
import re
import sys

SERVICES = ["auth", "billing", "search", "checkout", "inventory", "gateway"]
LEVELS = ["debug", "info", "info", "info", "warn", "error"]
PHRASES = ["request completed", "cache miss for key", "retrying upstream call", "user \"%s\" logged in",
           "slow query took %d ms", "payload:\t{\"sku\": %d}", "connection reset by peer", "token refreshed",
           "path C:\\tmp\\upload-%d rejected", "rate limit reached for tenant"]
TAG_RE = re.compile(r"[^a-z0-9_.]+")


def make_events(rnd, n, t0):
    evs = []
    for i in range(n):
        p = rnd.choice(PHRASES)
        if "%s" in p:
            p = p % rnd.choice(["ann", "bo", "cy", "dee"])
        elif "%d" in p:
            p = p % rnd.randint(1, 99999)
        evs.append({"ts": t0 + i * 0.001, "service": rnd.choice(SERVICES), "level": rnd.choice(LEVELS),
                    "msg": p + " " + " ".join(rnd.choices(PHRASES[:3], k=rnd.randint(1, 4))),
                    "tags": ["Region:EU-West", "build %d" % rnd.randint(100, 120)], "latency_ms": rnd.random() * 80})
    return evs


def normalise(ev):
    out = {"ts": round(ev["ts"], 3), "svc": ev["service"], "lvl": ev["level"].upper(), "msg": ev["msg"],
           "tags": [TAG_RE.sub("_", t.lower()) for t in ev["tags"]], "lat": round(ev["latency_ms"], 2)}
    if out["lvl"] == "ERROR":
        out["alert"] = True
    return out


ESCAPE_RE = re.compile(r'[\x00-\x1f"\\]')
ESCAPES = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\t': '\\t', '\r': '\\r'}


def _esc_char(m):
    c = m.group(0)
    return ESCAPES.get(c) or "\\u%04x" % ord(c)


def quote(s):
    return '"' + ESCAPE_RE.sub(_esc_char, s) + '"'


def serialise(batch):
    # hand-rolled encoder: fixed key order, no intermediate dict walk (PERF-88)
    parts = []
    for ev in batch:
        item = '{"ts": %r, "svc": %s, "lvl": %s, "msg": %s, "tags": [%s], "lat": %r' % (
            ev["ts"], quote(ev["svc"]), quote(ev["lvl"]), quote(ev["msg"]),
            ", ".join([quote(t) for t in ev["tags"]]), ev["lat"])
        if ev.get("alert"):
            item += ', "alert": true'
        parts.append(item + "}")
    return "[" + ", ".join(parts) + "]"


def export(nbatches, size):
    rnd = random.Random(7)
    sent = 0
    for b in range(nbatches):
        evs = make_events(rnd, size, 1_700_000_000 + b * size)
        batch = [normalise(e) for e in evs]
        sent += len(serialise(batch))
    return sent


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    print("bytes", export(n, 5000))
