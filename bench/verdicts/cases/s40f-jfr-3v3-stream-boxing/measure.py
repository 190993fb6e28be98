#!/usr/bin/env python3
"""Independent measure for the JFR runs: uses the JDK's `jfr print` to dump every
jdk.ExecutionSample with its full stack, then prints per run the number of samples and
the inclusive share (% of samples whose stack contains a frame matching the regex)."""
import glob, gzip, os, re, subprocess, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
JFR = "/usr/lib/jvm/java-17-openjdk-amd64/bin/jfr"
FUNCS = {
    "sumValues": r"\bStreamSum\.sumValues\b",
    "java.util.stream.*": r"\bjava\.util\.stream\.",
    "Integer.valueOf": r"\bInteger\.valueOf\b",
    "fingerprint": r"\bStreamSum\.fingerprint\b",
    "fill": r"\bStreamSum\.fill\b",
    "StreamSum.main": r"\bStreamSum\.main\b",
}

def stacks(path):
    with tempfile.TemporaryDirectory() as td:
        p = path
        if path.endswith(".gz"):
            p = os.path.join(td, "r.jfr")
            with gzip.open(path, "rb") as src, open(p, "wb") as dst: dst.write(src.read())
        out = subprocess.run([JFR, "print", "--events", "jdk.ExecutionSample", "--stack-depth", "256", p],
                             capture_output=True, text=True, check=True).stdout
    cur = None
    for line in out.splitlines():
        s = line.strip()
        if s.startswith("jdk.ExecutionSample"):
            cur = []
        elif s == "stackTrace = [":
            pass
        elif s == "]" and cur is not None:
            yield cur; cur = None
        elif cur is not None and "(" in s and not s.startswith(("startTime", "sampledThread", "state")):
            cur.append(s)

def main():
    labels = list(FUNCS)
    print("run".ljust(16) + "samples".rjust(8) + "".join(l[:18].rjust(21) for l in labels))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr*"))):
            n = 0; hits = dict.fromkeys(labels, 0)
            for st in stacks(path):
                n += 1
                for l in labels:
                    if any(re.search(FUNCS[l], f) for f in st): hits[l] += 1
            name = side + "/" + os.path.basename(path).split(".")[0]
            print(name.ljust(16) + str(n).rjust(8) +
                  "".join(f"{100*hits[l]/max(n,1):6.1f}% ({hits[l]:5d})".rjust(21) for l in labels))
main()
