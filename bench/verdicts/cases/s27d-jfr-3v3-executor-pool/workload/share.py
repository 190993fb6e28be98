#!/usr/bin/env python3
"""Own measurement for .jfr files: runs `jfr print --json --events
jdk.ExecutionSample` and reports, per file, the number of execution samples,
the share whose stack contains a frame matching each pattern (inclusive) and
the share where it is the top frame (self). Frames are named `Class.method`
(class name without package, as written in the program).

usage: share.py PATTERN[,PATTERN...] FILE.jfr...
"""
import json, re, subprocess, sys

def frames(ev):
    st = ev["values"].get("stackTrace") or {}
    out = []
    for fr in st.get("frames", []):
        m = fr["method"]
        cls = m["type"]["name"].replace("/", ".")
        out.append(f"{cls}.{m['name']}")
    return out  # top (leaf) first

def main():
    pats = [(p, re.compile(p)) for p in sys.argv[1].split(",")]
    print("file\tsamples\ttruncated\t" + "\t".join(f"incl[{p}]\tself[{p}]" for p, _ in pats))
    for path in sys.argv[2:]:
        js = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64",
                             "--events", "jdk.ExecutionSample", path],
                            check=True, capture_output=True, text=True).stdout
        evs = json.loads(js)["recording"]["events"]
        n = len(evs)
        trunc = sum(1 for e in evs if (e["values"].get("stackTrace") or {}).get("truncated"))
        incl = [0] * len(pats)
        selfc = [0] * len(pats)
        for e in evs:
            fr = frames(e)
            for i, (_, rx) in enumerate(pats):
                if any(rx.search(f) for f in fr):
                    incl[i] += 1
                if fr and rx.search(fr[0]):
                    selfc[i] += 1
        cells = "\t".join(f"{100*incl[i]/n:.1f}% ({incl[i]})\t{100*selfc[i]/n:.1f}%" for i in range(len(pats)))
        print(f"{path}\t{n}\t{trunc}\t{cells}")

main()
