#!/usr/bin/env python3
"""Independent measure for the JFR files: decodes jdk.ExecutionSample events with the JDK's
`jfr print --json` and prints, per run, the sample count and the inclusive share
(% of samples whose stack contains the method) of the main methods."""
import glob, gzip, json, os, subprocess, tempfile

CASE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["com.example.ledger.Main.generateBatch",
         "com.example.ledger.LineParser.parseLine",
         "java.lang.String.split",
         "java.util.regex.Pattern.compile",
         "com.example.ledger.Main.aggregate",
         "com.example.ledger.Main.score",
         "com.example.ledger.Main.main"]
SHORT = ["generateBatch", "parseLine", "String.split", "Pattern.compile", "aggregate", "score", "Main.main"]

def events(path):
    with tempfile.NamedTemporaryFile(suffix=".jfr") as t:
        t.write(gzip.open(path).read() if path.endswith(".gz") else open(path, "rb").read())
        t.flush()
        out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "2048",
                              "--events", "jdk.ExecutionSample", t.name],
                             capture_output=True, text=True, check=True).stdout
    return json.loads(out)["recording"]["events"]

def main():
    print("%-7s %-6s %7s %5s  " % ("side", "run", "samples", "trunc") + " ".join("%15s" % s for s in SHORT))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.jfr*"))):
            evs = events(p)
            n = len(evs); trunc = 0; hits = dict.fromkeys(FUNCS, 0)
            for e in evs:
                st = e["values"]["stackTrace"]
                if st is None:
                    continue
                trunc += bool(st.get("truncated"))
                names = {f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in st["frames"]}
                for f in FUNCS:
                    if f in names:
                        hits[f] += 1
            run = os.path.basename(p).split(".")[0]
            print("%-7s %-6s %7d %5d  " % (side, run, n, trunc) + " ".join("%14.1f%%" % (100.0 * hits[f] / max(n, 1)) for f in FUNCS))

if __name__ == "__main__":
    main()
