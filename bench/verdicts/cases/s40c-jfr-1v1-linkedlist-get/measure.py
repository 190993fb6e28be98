#!/usr/bin/env python3
"""Independent measurement of the JFR recordings in before/ and after/.
Uses the JDK's `jfr print --events jdk.ExecutionSample` text output and prints per run the
number of execution samples and the inclusive share (% of samples whose stack contains the
method) of the culprit (LinkedList.get / LinkedList.node) and the other main methods."""
import glob, gzip, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["java.util.LinkedList.node", "java.util.LinkedList.get", "java.util.ArrayList.get",
         "com.example.Pipeline.scoreOrders", "com.example.Pipeline.loadOrders",
         "com.example.Pipeline.renderReport", "com.example.Pipeline.hashReport",
         "java.lang.String.format", "com.example.Pipeline.main"]


def stacks(path):
    with tempfile.TemporaryDirectory() as td:
        jfr = path
        if path.endswith(".gz"):
            jfr = os.path.join(td, "x.jfr")
            with gzip.open(path, "rb") as src, open(jfr, "wb") as dst:
                shutil.copyfileobj(src, dst)
        txt = subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "256", jfr],
                             check=True, capture_output=True, text=True).stdout
    cur = None
    for line in txt.splitlines():
        s = line.strip()
        if s.startswith("stackTrace = ["):
            cur = set()
        elif cur is not None and s == "]":
            yield cur
            cur = None
        elif cur is not None and s and s != "...":
            cur.add(s.split("(", 1)[0])


def main():
    paths = sorted(glob.glob(os.path.join(HERE, "before", "run-*"))) + sorted(glob.glob(os.path.join(HERE, "after", "run-*")))
    short = [f.replace("java.util.", "").replace("com.example.", "").replace("java.lang.", "") for f in FUNCS]
    print(f"{'run':<14}{'samples':>8}" + "".join(f"{s:>26}" for s in short))
    for p in paths:
        tot = 0
        inc = dict.fromkeys(FUNCS, 0)
        for st in stacks(p):
            tot += 1
            for fn in FUNCS:
                if fn in st:
                    inc[fn] += 1
        label = os.path.relpath(p, HERE).split(".")[0]
        print(f"{label:<14}{tot:>8}" + "".join(f"{inc[f]:>17} ({100*inc[f]/tot:5.1f}%)" for f in FUNCS))


if __name__ == "__main__":
    main()
