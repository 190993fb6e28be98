#!/usr/bin/env python3
"""A tiny in-process "request server": each request is a query string that is
parsed, routed and answered by pure-Python handlers, and the response is
rendered as a JSON-like string.  --metrics turns on a per-iteration metrics hook
(the "after" version) that samples the memory/CPU of this process and of a few
worker children from /proc using a hand-written parser."""
import argparse
import os
import random
import subprocess
import sys


# ----------------------------------------------------------------- request side
def parse_query(qs):
    out = {}
    for part in qs.split("&"):
        if not part:
            continue
        k, _, v = part.partition("=")
        out[k] = v
    return out


def handle_sum(params):
    n = int(params.get("n", "100"))
    total = 0
    for i in range(n):
        total += (i * i) % 97
    return {"sum": total}


def handle_words(params):
    text = params.get("text", "")
    counts = {}
    for w in text.split("+"):
        w = w.lower()
        counts[w] = counts.get(w, 0) + 1
    best = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    return {"top": best}


def handle_primes(params):
    limit = int(params.get("limit", "500"))
    sieve = [True] * (limit + 1)
    sieve[0:2] = [False, False]
    for i in range(2, int(limit ** 0.5) + 1):
        if sieve[i]:
            for j in range(i * i, limit + 1, i):
                sieve[j] = False
    return {"count": sum(sieve)}


ROUTES = {"/sum": handle_sum, "/words": handle_words, "/primes": handle_primes}


def render(obj):
    if isinstance(obj, dict):
        return "{" + ",".join('"%s":%s' % (k, render(v)) for k, v in obj.items()) + "}"
    if isinstance(obj, (list, tuple)):
        return "[" + ",".join(render(v) for v in obj) + "]"
    if isinstance(obj, str):
        return '"' + obj + '"'
    return str(obj)


def handle_request(req):
    path, _, qs = req.partition("?")
    params = parse_query(qs)
    handler = ROUTES.get(path)
    if handler is None:
        return "404"
    return render(handler(params))


WORDS = ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta"]


def make_request(rng):
    r = rng.random()
    if r < 0.4:
        return "/sum?n=%d" % rng.randint(200, 600)
    if r < 0.7:
        return "/words?text=" + "+".join(rng.choice(WORDS) for _ in range(rng.randint(20, 60)))
    return "/primes?limit=%d" % rng.randint(300, 1200)


# ----------------------------------------------------------------- metrics hook
def parse_proc_status(text):
    """Hand-written parser for /proc/<pid>/status ("Key:\tvalue [kB]")."""
    fields = {}
    for line in text.split("\n"):
        colon = line.find(":")
        if colon < 0:
            continue
        key = line[:colon]
        rest = line[colon + 1:].strip()
        parts = rest.split()
        if parts and parts[-1] == "kB" and len(parts) == 2:
            fields[key] = int(parts[0]) * 1024
        elif parts and parts[0].isdigit():
            fields[key] = int(parts[0])
        else:
            fields[key] = rest
    return fields


def parse_proc_stat(text):
    """Hand-written parser for /proc/<pid>/stat (comm may contain spaces)."""
    lpar = text.find("(")
    rpar = text.rfind(")")
    pid = int(text[:lpar].strip())
    comm = text[lpar + 1:rpar]
    rest = text[rpar + 2:].split()
    state = rest[0]
    nums = []
    for tok in rest[1:]:
        nums.append(int(tok))
    return {"pid": pid, "comm": comm, "state": state,
            "utime": nums[11], "stime": nums[12], "rss": nums[21]}


def read_file(path):
    with open(path, "r") as f:
        return f.read()


def collect_metrics(children, acc):
    own = parse_proc_status(read_file("/proc/self/status"))
    acc["rss"] = own.get("VmRSS", 0)
    acc["threads"] = own.get("Threads", 0)
    for pid in children:
        st = parse_proc_stat(read_file("/proc/%d/stat" % pid))
        status = parse_proc_status(read_file("/proc/%d/status" % pid))
        acc["child_cpu"] = acc.get("child_cpu", 0) + st["utime"] + st["stime"]
        acc["child_rss"] = acc.get("child_rss", 0) + status.get("VmRSS", 0)


# ----------------------------------------------------------------- main loop
def serve(n_iterations, batch, seed, metrics, children):
    """Each loop iteration drains one batch of queued requests, then (in the
    after version) runs the metrics hook once."""
    rng = random.Random(seed)
    acc = {}
    out_bytes = 0
    for _ in range(n_iterations):
        queue = [make_request(rng) for _ in range(batch)]
        for req in queue:
            out_bytes += len(handle_request(req))
        if metrics:
            collect_metrics(children, acc)
    return out_bytes, acc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iterations", type=int, default=2000)
    ap.add_argument("--batch", type=int, default=24)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--metrics", action="store_true")
    ap.add_argument("--children", type=int, default=3)
    a = ap.parse_args()
    children = [subprocess.Popen(["sleep", "600"]) for _ in range(a.children)]
    try:
        out, acc = serve(a.iterations, a.batch, a.seed, a.metrics, [c.pid for c in children])
    finally:
        for c in children:
            c.kill()
            c.wait()
    print("bytes=%d metrics=%r" % (out, acc), file=sys.stderr)


if __name__ == "__main__":
    main()
