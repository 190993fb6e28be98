#!/usr/bin/env python3
"""Independent measurement of the py-spy speedscope profiles in this case.

Reads before/run-*.speedscope.json[.gz] and after/...; speedscope "sampled"
profiles (one per thread with --threads), each sample = list of indices into
shared.frames (root first). Prints per run: total samples (all threads), samples
per thread, and the inclusive share of each function group (% of all samples
whose stack contains a frame whose name matches the regex), also recomputed
without the main thread's samples in Thread.join (py-spy counted some of those
blocked samples as active; see README).
"""
import glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("count_words", r"^count_words$"),
    ("tokenize_line", r"^tokenize_line$"),
    ("matrix_worker", r"^matrix_worker$"),
    ("mat_mul", r"^mat_mul$"),
    ("sort_worker", r"^sort_worker$"),
    ("merge_sort", r"^merge_sort$"),
    ("Random.*", r"^(Random\.|randrange|_randbelow)"),
    ("<module>", r"^<module>$"),
]

def load(p):
    with (gzip.open(p, "rt") if p.endswith(".gz") else open(p)) as f:
        return json.load(f)

def measure(p):
    d = load(p)
    names = [fr["name"] for fr in d["shared"]["frames"]]
    comp = [re.compile(r) for _, r in GROUPS]
    match = [[bool(rx.search(n)) for n in names] for rx in comp]
    is_join = [n in ("Thread.join", "Thread._wait_for_tstate_lock") for n in names]
    total = 0
    nojoin = 0
    hits = [0] * len(GROUPS)
    hits_nj = [0] * len(GROUPS)
    per_thread = []
    for prof in d["profiles"]:
        ns = len(prof["samples"])
        per_thread.append((re.sub(r"^Thread \d+ ", "", prof["name"]), ns))
        total += ns
        for st in prof["samples"]:
            j = any(is_join[k] for k in st)
            nojoin += not j
            for i in range(len(GROUPS)):
                if any(match[i][k] for k in st):
                    hits[i] += 1
                    hits_nj[i] += not j
    return total, per_thread, hits, nojoin, hits_nj

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json*"))):
            total, per_thread, hits, nojoin, hits_nj = measure(p)
            print("%s %s: %d samples (%d without the main thread blocked in Thread.join)" % (side, os.path.basename(p), total, nojoin))
            print("  per thread: " + ", ".join("%s=%d (%.1f%%)" % (n, c, 100.0 * c / total) for n, c in per_thread))
            print("  %-14s %5s  %6s   %s" % ("group", "n", "share", "share excl. join samples"))
            for (g, _), h, hn in zip(GROUPS, hits, hits_nj):
                print("  %-14s %5d  %5.1f%%   %5.1f%%" % (g, h, 100.0 * h / total, 100.0 * hn / nojoin))
    print("\nGroups:")
    for g, r in GROUPS:
        print("  %-14s %s" % (g, r))

if __name__ == "__main__":
    main()
