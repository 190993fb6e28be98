#!/usr/bin/env python3
"""Independent measurement for s40e-pyspy-speedscope-idle-1v1-asyncio-method-poll.

Reads py-spy --format speedscope files (shared.frames + sampled profiles; one sample =
list of frame indices, root first). Prints per run the number of samples and the inclusive
share (% of samples whose stack contains a frame whose *name* matches) per function.
Samples from all threads are pooled (there is only the main thread here)."""
import glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = [
    ("OrderConsumer.consume_orders (culprit)", r"^OrderConsumer\.consume_orders$"),
    ("Queue.get_nowait", r"^Queue\.get_nowait$"),
    ("Queue.get", r"^Queue\.get$"),
    ("asyncio sleep", r"^sleep$"),
    ("run_consumer (wrapper)", r"^run_consumer$"),
    ("price_order", r"^price_order$"),
    ("produce", r"^produce$"),
    ("BaseEventLoop._run_once", r"^BaseEventLoop\._run_once$"),
    ("EpollSelector.select (idle wait)", r"^EpollSelector\.select$"),
]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def measure(path):
    d = load(path)
    names = [fr["name"] for fr in d["shared"]["frames"]]
    pats = [re.compile(p) for _, p in FUNCS]
    match = [[bool(p.search(n)) for n in names] for p in pats]
    total = 0
    hits = [0] * len(FUNCS)
    secs = 0.0
    for prof in d["profiles"]:
        for stack, w in zip(prof["samples"], prof["weights"]):
            total += 1
            secs += w
            for k in range(len(FUNCS)):
                if any(match[k][i] for i in stack):
                    hits[k] += 1
    return total, secs, hits

def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json*"))):
            total, secs, hits = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={total} (weight {secs:.2f} s)")
            for (name, _), h in zip(FUNCS, hits):
                print(f"    {name:40s} {h:6d}  {100.0*h/total:6.2f}%")

if __name__ == "__main__":
    main()
