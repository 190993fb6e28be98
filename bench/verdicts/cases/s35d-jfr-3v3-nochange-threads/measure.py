#!/usr/bin/env python3
"""Read the JFR recordings (run-*.jfr) in before/ and after/ through
`jfr print --events jdk.ExecutionSample --stack-depth 64` and print, per run,
total execution samples, samples per thread, and inclusive/self shares of the
main methods (method name without signature/line)."""
import collections, glob, os, re, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
MAIN = ["InventoryJob.runBatch", "InventoryJob.renderRecord", "InventoryJob.fingerprint",
        "InventoryJob.indexAndReport", "java.lang.String.format",
        "java.security.MessageDigest.digest", "sun.security.provider.SHA2.implCompress0",
        "java.util.TreeMap.merge",
        "java.lang.StringBuilder.append", "java.lang.Integer.toString"]
PREFIX = {"java.util.Formatter.* (any)": "java.util.Formatter", "java.util.TreeMap* (any)": "java.util.TreeMap"}

def events(path):
    out = subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "64", path],
                         capture_output=True, text=True, check=True).stdout
    ev = None
    for line in out.splitlines():
        s = line.strip()
        if s.startswith("jdk.ExecutionSample {"):
            ev = {"thread": None, "state": None, "frames": [], "truncated": False}
        elif ev is None:
            continue
        elif s.startswith("sampledThread ="):
            ev["thread"] = re.match(r'sampledThread = "(.*)" \(', s).group(1)
        elif s.startswith("state ="):
            ev["state"] = s.split("=", 1)[1].strip().strip('"')
        elif s == "...":
            ev["truncated"] = True
        elif re.match(r"^[\w$.<>/]+\(.*\)( line: \d+)?", s) and not s.startswith("stackTrace"):
            ev["frames"].append(s.split("(", 1)[0])
        elif s == "}" and line.startswith("}"):
            yield ev
            ev = None

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.jfr"))):
        total = 0
        threads, states, incl, self_ = (collections.Counter() for _ in range(4))
        truncated = 0
        for ev in events(path):
            total += 1
            threads[ev["thread"]] += 1
            states[ev["state"]] += 1
            truncated += ev["truncated"]
            fs = set(ev["frames"])
            for m in MAIN:
                if m in fs:
                    incl[m] += 1
            for k, pre in PREFIX.items():
                if any(f.startswith(pre) for f in fs):
                    incl[k] += 1
            if ev["frames"]:
                self_[ev["frames"][0]] += 1
        print(f"## {side}/{os.path.basename(path)}  total ExecutionSample events: {total}  "
              f"(states {dict(states)}, stacks deeper than 64: {truncated})")
        for t, n in sorted(threads.items()):
            print(f"  thread {t:22s} {n:5d}  {100*n/total:5.1f}%")
        print("  inclusive (self):")
        for m in MAIN + list(PREFIX):
            print(f"    {m:44s} {incl[m]:5d}  {100*incl[m]/total:5.1f}%   self {self_[m]:4d}  {100*self_[m]/total:5.1f}%")
        print("  top 5 self:")
        for f, n in self_.most_common(5):
            print(f"    {f:60s} {n:5d}  {100*n/total:5.1f}%")
        print()
