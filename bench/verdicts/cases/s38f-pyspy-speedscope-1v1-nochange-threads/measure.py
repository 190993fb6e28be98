#!/usr/bin/env python3
"""Independent measurement of py-spy speedscope profiles (--threads, one profile per thread).

Per run: total samples over all thread profiles, samples per thread, and for each
function the inclusive share = % of all samples whose stack contains a frame of that name.
"""
import glob, gzip, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["crunch_numbers", "build_strings", "walk_dict", "Thread.run", "main", "Thread.join"]


def measure(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as fh:
        d = json.load(fh)
    names = [f["name"] for f in d["shared"]["frames"]]
    total = 0
    counts = {f: 0 for f in FUNCS}
    per_thread = {}
    for prof in d["profiles"]:
        n = len(prof["samples"])
        per_thread[prof["name"]] = per_thread.get(prof["name"], 0) + n
        for st in prof["samples"]:
            total += 1
            ns = {names[i] for i in st}
            for f in FUNCS:
                if f in ns:
                    counts[f] += 1
    return total, counts, per_thread


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            total, c, pt = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={total}")
            for f in FUNCS:
                print(f"    {f:16s} {c[f]:6d}  {100.0 * c[f] / total:6.1f}%")
            print("    per thread profile: " + "; ".join(f"{k}={v}" for k, v in pt.items()))


if __name__ == "__main__":
    main()
