#!/usr/bin/env python3
"""Independent measurement for s38h-jfr-1v1-treemap.
Reads before/run-*.jfr[.gz] and after/run-*.jfr[.gz] via the JDK `jfr print --json`
command (jdk.ExecutionSample events only) and prints, per run, the number of
samples and the inclusive share (% of samples whose stack contains the frame)
of the culprit and the other main functions."""
import glob, gzip, json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = [
    ("bench.Lookup.priceLookups", lambda f: f == "bench.Lookup.priceLookups"),
    ("java.util.TreeMap.* (any)", lambda f: f.startswith("java.util.TreeMap.")),
    ("java.util.TreeMap.getEntry", lambda f: f == "java.util.TreeMap.getEntry"),
    ("java.util.HashMap.* (any)", lambda f: f.startswith("java.util.HashMap.")),
    ("java.lang.String.compareTo", lambda f: f == "java.lang.String.compareTo"),
    ("bench.Lookup.computeTax", lambda f: f == "bench.Lookup.computeTax"),
    ("bench.Lookup.main", lambda f: f == "bench.Lookup.main"),
]

def load(path):
    tmp = None
    if path.endswith(".gz"):
        tmp = tempfile.NamedTemporaryFile(suffix=".jfr", delete=False)
        with gzip.open(path, "rb") as src:
            shutil.copyfileobj(src, tmp)
        tmp.close()
        path = tmp.name
    try:
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64",
                              "--events", "jdk.ExecutionSample", path],
                             check=True, capture_output=True, text=True).stdout
    finally:
        if tmp:
            os.unlink(tmp.name)
    stacks = []
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"].get("stackTrace")
        frames = []
        for fr in (st or {}).get("frames", []):
            m = fr["method"]
            cls = m["type"]["name"].replace("\\/", "/").replace("/", ".")
            frames.append(cls + "." + m["name"])
        stacks.append((ev["values"]["sampledThread"].get("javaName"), frames))
    return stacks

def main():
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr*"))):
            stacks = load(p)
            n = len(stacks)
            print(f"{side}/{os.path.basename(p)}: samples={n} "
                  f"(main thread: {sum(1 for t, _ in stacks if t == 'main')})")
            for name, pred in TARGETS:
                c = sum(1 for _, fr in stacks if any(pred(f) for f in fr))
                print(f"    {name:32s} {c:6d}  {100.0 * c / n:5.1f}%")
            # top self frames
            selfc = {}
            for _, fr in stacks:
                if fr:
                    selfc[fr[0]] = selfc.get(fr[0], 0) + 1
            top = sorted(selfc.items(), key=lambda kv: -kv[1])[:6]
            print("    top self: " + ", ".join(f"{k} {100.0*v/n:.1f}%" for k, v in top))

if __name__ == "__main__":
    main()
