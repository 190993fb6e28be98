#!/usr/bin/env python3
"""Independent measure for s39a-pyspy-speedscope-3v3-nochange-threads.
Reads py-spy speedscope JSON (one 'sampled' profile per thread; each sample is a list of
indices into shared.frames). Prints per run: total samples over all threads, inclusive share
(% of samples whose stack contains the function) of the main functions, and the share of
samples taken in each worker thread (worker idx = 1st, 2nd, 3rd thread whose stacks contain 'worker')."""
import glob, gzip, json, os

FUNCS = ["worker", "build_batch", "score_batch", "sort_batch", "build_batch.<locals>.<listcomp>"]
here = os.path.dirname(os.path.abspath(__file__))

def load(p):
    op = gzip.open if p.endswith(".gz") else open
    with op(p, "rt") as f:
        return json.load(f)

print("%-14s %7s " % ("run", "samples") + " ".join("%12s" % f[-12:] for f in FUNCS) + "   per-thread samples")
rows = {}
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*"))):
        d = load(p)
        names = [fr["name"] for fr in d["shared"]["frames"]]
        total = 0
        inc = dict.fromkeys(FUNCS, 0)
        per_thread = []
        for prof in d["profiles"]:
            n = len(prof["samples"])
            total += n
            per_thread.append(n)
            for st in prof["samples"]:
                s = {names[i] for i in st}
                for f in FUNCS:
                    if f in s:
                        inc[f] += 1
        run = side + "/" + os.path.basename(p).split(".")[0]
        shares = {f: 100.0 * inc[f] / total for f in FUNCS}
        rows[run] = shares
        print("%-14s %7d " % (run, total) + " ".join("%11.1f%%" % shares[f] for f in FUNCS)
              + "   " + "/".join(str(x) for x in per_thread))
for side in ("before", "after"):
    rs = [v for k, v in rows.items() if k.startswith(side)]
    print("%-14s %7s " % (side + " mean", "") + " ".join("%11.1f%%" % (sum(r[f] for r in rs) / len(rs)) for f in FUNCS))
