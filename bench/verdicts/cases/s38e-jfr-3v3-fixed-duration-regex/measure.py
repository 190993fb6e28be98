#!/usr/bin/env python3
"""Independent measurement: converts each before/after/run-*.jfr (gunzipped to a temp file if .jfr.gz) with the JDK's `jfr print
--json --stack-depth 64 --events jdk.ExecutionSample`, and prints per run the sample count and
the inclusive share (% of samples whose stack contains a matching frame, frame named
package.Class.method) of the culprit and the other main methods."""
import glob, gzip, json, os, re, shutil, subprocess, tempfile

CASE = os.path.dirname(os.path.abspath(__file__))
TARGETS = [
    ("normalize", r"\bs38e\.TextPipeline\.normalize\b"),
    ("Pattern.compile", r"\bjava\.util\.regex\.Pattern\.compile\b"),
    ("Matcher.replaceAll", r"\bjava\.util\.regex\.Matcher\.replaceAll\b"),
    ("score", r"\bs38e\.TextPipeline\.score\b"),
    ("tokenize", r"\bs38e\.TextPipeline\.tokenize\b"),
    ("processLine", r"\bs38e\.TextPipeline\.processLine\b"),
]

def stacks(path):
    tmp = None
    if path.endswith(".gz"):  # jfr needs a plain file
        fd, tmp = tempfile.mkstemp(suffix=".jfr")
        with gzip.open(path, "rb") as src, os.fdopen(fd, "wb") as dst:
            shutil.copyfileobj(src, dst)
        path = tmp
    try:
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events",
                              "jdk.ExecutionSample", path], check=True, capture_output=True, text=True).stdout
    finally:
        if tmp:
            os.unlink(tmp)
    for e in json.loads(out)["recording"]["events"]:
        st = e["values"].get("stackTrace") or {"frames": []}
        yield [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in st["frames"]]

def main():
    rx = [(n, re.compile(r)) for n, r in TARGETS]
    print("%-7s %-6s %8s " % ("side", "run", "samples") + " ".join("%19s" % n for n, _ in rx))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.jfr*"))):
            n, hits = 0, [0] * len(rx)
            for st in stacks(p):
                n += 1
                for k, (_, r) in enumerate(rx):
                    if any(r.search(fr) for fr in st):
                        hits[k] += 1
            print("%-7s %-6s %8d " % (side, os.path.basename(p).split(".")[0], n)
                  + " ".join("%18.1f%%" % (100.0 * h / max(n, 1)) for h in hits))

if __name__ == "__main__":
    main()
