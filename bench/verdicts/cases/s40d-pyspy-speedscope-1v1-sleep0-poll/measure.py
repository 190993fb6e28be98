#!/usr/bin/env python3
"""Independent measurement of the py-spy speedscope profiles of this case.

For each run prints the number of samples and the inclusive share (% of
samples whose stack contains at least one frame with that function name)
of the culprit (poll_queue) and of the other main functions.
"""
import glob, gzip, json, os, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
# py-spy names methods "Class.method"; a function matches by its bare name
# or by "<anything>.name"
FUNCS = ["poll_queue", "consume", "parse_record", "digest_record",
         "produce", "make_record", "sleep",
         "BaseEventLoop._run_once", "Handle._run", "BaseEventLoop._call_soon",
         "EpollSelector.select"]


def matches(name, fn):
    return name == fn or name.endswith("." + fn)


def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        return json.load(f)


def measure(path):
    d = load(path)
    frames = d["shared"]["frames"]
    n = 0
    inc = Counter()
    self_ = Counter()
    for prof in d["profiles"]:
        for stack, w in zip(prof["samples"], prof["weights"]):
            n += 1  # each sample has equal weight (1/rate)
            names = {frames[i]["name"] for i in stack}
            for fn in FUNCS:
                if any(matches(nm, fn) for nm in names):
                    inc[fn] += 1
            if stack:
                leaf = frames[stack[-1]]["name"]
                self_["<leaf>" + leaf] += 1
                for fn in FUNCS:
                    if matches(leaf, fn):
                        self_[fn] += 1
    return n, inc, self_


def main():
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            n, inc, self_ = measure(path)
            print(f"{side}/{os.path.basename(path)}: samples={n}")
            for fn in FUNCS:
                print(f"   {fn:<14} inclusive {100.0*inc[fn]/n:5.1f}%  ({inc[fn]})   self {100.0*self_[fn]/n:5.1f}%")
            if "-v" in sys.argv:
                print("   top self:", [(k, v) for k, v in self_.most_common() if k.startswith("<leaf>")][:8])


if __name__ == "__main__":
    main()
