#!/usr/bin/env python3
"""Independent reader for py-spy speedscope files (--threads) of this case.

For each run: total samples over all thread profiles, samples per thread, and the
inclusive share (% of all samples whose stack contains the function) of the
functions of interest.  Frame names are the bare function names py-spy writes
in shared.frames[].name.
"""
import glob, gzip, json, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
WATCH = ["normalize_record", "ingest_loop", "update_histogram", "stats_loop", "make_records"]


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


def measure(path):
    p = load(path)
    frames = p["shared"]["frames"]
    total = 0
    hits = {w: 0 for w in WATCH}
    per_thread = []
    for prof in p["profiles"]:
        n = 0
        for stack in prof["samples"]:
            names = {frames[i]["name"] for i in stack}
            n += 1
            for w in WATCH:
                if w in names:
                    hits[w] += 1
        total += n
        m = re.match(r'Thread (\d+) "(.*)"', prof["name"])
        label = m.group(2) if m else prof["name"]
        # identify the thread by what it runs, since py-spy does not always read the name
        kinds = set()
        for stack in prof["samples"]:
            names = {frames[i]["name"] for i in stack}
            if "ingest_loop" in names: kinds.add("ingest")
            if "stats_loop" in names: kinds.add("stats")
            if "main" in names: kinds.add("main")
        per_thread.append("%s[%s]=%d" % (label or "?", "/".join(sorted(kinds)), n))
    return total, hits, per_thread


def main():
    print("side | run | samples | " + " | ".join(WATCH) + " | per-thread samples")
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json*"))):
            total, hits, per_thread = measure(path)
            cells = ["%.1f%%" % (100.0 * hits[w] / total) for w in WATCH]
            print(" | ".join([side, os.path.basename(path).split(".")[0], str(total)] + cells + [", ".join(per_thread)]))


if __name__ == "__main__":
    main()
