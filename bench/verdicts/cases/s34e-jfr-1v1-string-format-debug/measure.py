#!/usr/bin/env python3
"""Independent share measurement for a JFR case (not flamediff).

`jfr print --json --stack-depth 200 --events jdk.ExecutionSample` (the JDK's own
tool; NB its default --stack-depth is 5, which would hide the culprit), one
sample per event. Per run: samples by thread, truncated stacks, and the samples
whose stack holds a frame matching each group (inclusive), plus self time of
Ledger.post.
"""
import collections, glob, json, os, re, subprocess

here = os.path.dirname(os.path.abspath(__file__))
GROUPS = {
    "String.format": re.compile(r"^java\.lang\.String\.format$"),
    "java.util.Formatter.*": re.compile(r"^java\.util\.Formatter"),
    "Ledger.post": re.compile(r"^Ledger\.post$"),
    "Ledger.parse": re.compile(r"^Ledger\.parse$"),
    "Ledger.validate": re.compile(r"^Ledger\.validate$"),
    "MessageDigest": re.compile(r"^java\.security\.MessageDigest\.(digest|update)$"),
    "Ledger.makeLines": re.compile(r"^Ledger\.makeLines$"),
}

def stacks(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "200", "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True, check=True).stdout
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"]["stackTrace"]
        fr = [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in st["frames"]]
        yield ev["values"]["sampledThread"]["javaName"], st["truncated"], fr  # leaf first

for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(here, side, "run-*.jfr"))):
        tot, trunc, threads, inc = 0, 0, collections.Counter(), collections.Counter()
        post_self = 0
        for th, tr, fr in stacks(p):
            tot += 1
            trunc += tr
            threads[th] += 1
            for g, rx in GROUPS.items():
                if any(rx.search(f) for f in fr):
                    inc[g] += 1
            post_self += fr[0] == "Ledger.post"
        print(f"== {side}/{os.path.basename(p)}: {tot} samples, {trunc} truncated, threads {dict(threads)}")
        for g in GROUPS:
            print(f"   {g:24} {inc[g]:5d}  {100*inc[g]/tot:5.1f}%")
        print(f"   {'Ledger.post (self)':24} {post_self:5d}  {100*post_self/tot:5.1f}%")
