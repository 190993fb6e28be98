#!/usr/bin/env python3
"""Independent measure for JFR recordings: runs `jfr print --events jdk.ExecutionSample
--stack-depth 512` and parses the text, then prints per run the number of execution samples
and the inclusive share (% of samples whose stack contains the method)."""
import glob, gzip, os, re, subprocess, tempfile
D = os.path.dirname(os.path.abspath(__file__))
P = "com.example.ledger.LedgerJob."
FUNCS = [P + m for m in ("main", "generateLines", "parseAll", "parseLine", "sortTxns", "hashChain", "aggregate")] + \
        ["java.util.TimSort.mergeAt", "sun.security.provider.SHA2.implCompress"]
FRAME = re.compile(r"^\s+([\w$.<>/]+)\(.*\)\s+line:")

def jfr_text(path):
    if path.endswith(".gz"):
        with tempfile.NamedTemporaryFile(suffix=".jfr", delete=False) as t:
            t.write(gzip.open(path).read())
        path = t.name
    return subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "512", path],
                          check=True, capture_output=True, text=True).stdout

def samples(text):
    cur, in_stack = None, False
    for line in text.splitlines():
        if line.startswith("jdk.ExecutionSample"):
            cur = set()
        elif line.strip().startswith("stackTrace = ["):
            in_stack = True
        elif in_stack and line.strip() == "]":
            in_stack = False
        elif in_stack:
            m = FRAME.match(line)
            if m:
                cur.add(m.group(1))
            elif line.strip() == "...":
                cur.add("<truncated>")
        elif line.strip() == "}" and cur is not None:
            yield cur
            cur = None

print(f"{'run':<14}{'samples':>8}" + "".join(f"{f.split('.')[-1]:>15}" for f in FUNCS) + f"{'truncated':>11}")
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*"))):
        ss = list(samples(jfr_text(p)))
        tot = len(ss)
        print(f"{side+'/'+os.path.basename(p).split('.')[0]:<14}{tot:>8}" +
              "".join(f"{100.0*sum(1 for s in ss if f in s)/tot:>14.1f}%" for f in FUNCS) +
              f"{sum(1 for s in ss if '<truncated>' in s):>11}")
