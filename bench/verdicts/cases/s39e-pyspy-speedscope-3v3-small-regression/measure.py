#!/usr/bin/env python3
"""Independent measurement of py-spy speedscope profiles (run-N.speedscope.json[.gz]).

Reads the speedscope "sampled" profiles directly: each sample is a list of indices into
shared.frames (name/file/line).  Prints per run the number of samples (all threads) and
the inclusive share (% of samples whose stack contains a frame with that function name
in workload/work.py).
"""
import gzip, json, os, glob

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["make_records", "tokenize", "score_record", "normalize", "aggregate", "main"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)

def measure(path):
    d = load(path)
    frames = d["shared"]["frames"]
    n = 0
    hits = {f: 0 for f in FUNCS}
    for prof in d["profiles"]:
        for st in prof["samples"]:
            n += 1
            # only count frames from our own workload file (site.py also has a "main")
            names = {frames[i]["name"] for i in st
                     if str(frames[i].get("file", "")).endswith("workload/work.py")}
            for f in FUNCS:
                if f in names:
                    hits[f] += 1
    return n, hits

def main():
    print("%-8s %-26s %8s  " % ("side", "file", "samples") + "  ".join("%20s" % f for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.speedscope.json*"))):
            n, hits = measure(p)
            print("%-8s %-26s %8d  " % (side, os.path.basename(p), n) +
                  "  ".join("%12d (%5.1f%%)" % (hits[f], 100.0 * hits[f] / n if n else 0) for f in FUNCS))

if __name__ == "__main__":
    main()
