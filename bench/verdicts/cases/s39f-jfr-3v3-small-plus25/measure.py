#!/usr/bin/env python3
"""Independent measurement of the JFR files: decodes jdk.ExecutionSample events with the JDK's
`jfr print --json` and prints, per run, the number of samples and the inclusive share (% of samples
whose stack contains the method) of each of our methods."""
import json, os, glob, gzip, subprocess, tempfile, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
METHODS = ["s39f.Pipeline.main", "s39f.Pipeline.makeItem", "s39f.Pipeline.encode",
           "s39f.Pipeline.mix", "s39f.Pipeline.fold"]

def samples(path):
    tmp = None
    if path.endswith('.gz'):
        tmp = tempfile.NamedTemporaryFile(suffix='.jfr', delete=False)
        with gzip.open(path, 'rb') as f: shutil.copyfileobj(f, tmp)
        tmp.close(); path = tmp.name
    try:
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64",
                              "--events", "jdk.ExecutionSample", path],
                             check=True, capture_output=True, text=True).stdout
    finally:
        if tmp: os.unlink(tmp.name)
    evs = json.loads(out)["recording"]["events"]
    for e in evs:
        frames = e["values"]["stackTrace"]["frames"]
        yield {f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in frames}

def main():
    print(f"{'run':<20}{'samples':>8} " + " ".join(f"{m.split('.')[-1]:>9}" for m in METHODS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr*"))):
            n = 0; c = {m: 0 for m in METHODS}
            for names in samples(p):
                n += 1
                for m in METHODS:
                    if m in names: c[m] += 1
            print(f"{side+'/'+os.path.basename(p).split('.')[0]:<20}{n:>8} " +
                  " ".join(f"{100*c[m]/max(n,1):>8.1f}%" for m in METHODS))
main()
