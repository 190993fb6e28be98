"""A tiny in-process request-handling loop.

--variant before : handle requests only
--variant after  : additionally, every request calls read_proc_status(), which
                   opens /proc/self/status and parses it into a dict (a naive
                   "memory watermark" check added to the loop).
"""
import argparse
import hashlib
import json
import random


def read_proc_status():
    """Read and parse /proc/self/status into {key: value}."""
    fields = {}
    with open("/proc/self/status") as fh:
        for line in fh:
            key, _, value = line.partition(":")
            value = value.strip()
            if value.endswith(" kB"):
                value = int(value[:-3]) * 1024
            fields[key] = value
    return fields


def parse_request(raw):
    method, path, query = raw.split(" ", 2)
    params = {}
    for part in query.split("&"):
        k, _, v = part.partition("=")
        params[k] = v
    return method, path, params


def lookup(store, params):
    keys = sorted(params)
    rows = []
    for k in keys:
        rows.append(store.get(params[k], 0) * 3 + len(k))
    return rows


def render(path, rows):
    body = {"path": path, "rows": rows, "total": sum(rows)}
    text = json.dumps(body, sort_keys=True)
    digest = hashlib.sha256(text.encode()).hexdigest()
    lines = ["%s=%d" % (k, v) for k, v in zip(sorted(body), range(len(body)))]
    lines.extend("row %d: %08x" % (i, r * 2654435761 & 0xFFFFFFFF) for i, r in enumerate(rows))
    text = text + "\n" + "\n".join(lines)
    return text, digest


def handle_request(store, raw, variant):
    method, path, params = parse_request(raw)
    rows = lookup(store, params)
    if variant == "after":
        status = read_proc_status()
        if status.get("VmRSS", 0) > 8 * 1024 ** 3:
            raise MemoryError("rss too high")
    return render(path, rows)


def make_requests(rng, n):
    reqs = []
    for i in range(n):
        q = "&".join("p%d=v%d" % (j, rng.randrange(500)) for j in range(rng.randrange(30, 60)))
        reqs.append("GET /item/%d %s" % (i, q))
    return reqs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", choices=["before", "after"], required=True)
    ap.add_argument("--requests", type=int, default=200000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    store = {"v%d" % i: rng.randrange(1000) for i in range(500)}
    reqs = make_requests(rng, 2000)
    acc = 0
    for i in range(args.requests):
        text, digest = handle_request(store, reqs[i % len(reqs)], args.variant)
        acc ^= int(digest[:8], 16)
    print("done", args.variant, args.requests, hex(acc))


if __name__ == "__main__":
    main()
