#!/usr/bin/env python3
"""share.py REGEX FILE... : per profile, the number of samples whose stack has a frame
matching REGEX (Python re.search, same syntax as the JS regex used here), over all samples.
Formats: *.pprof (via `go tool pprof -traces -sample_index=samples`),
*.perf.txt / *.perf.txt.gz (perf script output), *.jfr (jdk.ExecutionSample via `jfr print --json`).
Also prints the pooled share of all files given. Pass -self to count only the leaf frame."""
import sys, re, gzip, subprocess, json

def pprof_stacks(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", "-sample_index=samples", path],
                         capture_output=True, text=True, check=True).stdout
    stack, w, inb = [], 0, False
    for line in out.splitlines():
        if line.startswith("-----------+"):
            if inb and stack: yield w, stack
            stack, inb, w = [], True, None
            continue
        if not inb: continue
        s = line.strip()
        if not s: continue
        if w is None:
            parts = s.split(None, 1)
            w = int(parts[0]); s = parts[1] if len(parts) > 1 else ""
        s = re.sub(r" \(inline\)$", "", s)
        stack.append(s)
    if inb and stack: yield w, stack

def perf_stacks(path):
    op = gzip.open if path.endswith(".gz") else open
    stack, inhdr = [], False
    with op(path, "rt", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip():
                if stack: yield 1, stack
                stack = []; continue
            if not line.startswith((" ", "\t")):
                if stack: yield 1, stack
                stack = []; continue   # header line
            parts = line.strip().split(None, 1)
            if len(parts) < 2: continue
            sym = parts[1]
            sym = re.sub(r" \([^()]*\)$", "", sym)        # drop (dso)
            sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)      # drop +offset
            stack.append(sym)
    if stack: yield 1, stack

def jfr_stacks(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    for ev in d["recording"]["events"]:
        st = ev["values"].get("stackTrace")
        if not st: continue
        names = []
        for fr in st["frames"]:
            m = fr["method"]
            names.append(m["type"]["name"] + "." + m["name"])
        yield 1, names

def stacks(path):
    if path.endswith(".pprof"): return pprof_stacks(path)
    if path.endswith(".jfr"): return jfr_stacks(path)
    return perf_stacks(path)

def main():
    args = sys.argv[1:]
    self_only = False
    if args and args[0] == "-self": self_only = True; args = args[1:]
    rx = re.compile(args[0]); T = M = 0
    for p in args[1:]:
        t = m = 0
        for w, st in stacks(p):
            t += w
            fr = st[:1] if self_only else st
            if any(rx.search(x) for x in fr): m += w
        T += t; M += m
        print(f"{p}: {m}/{t} = {100*m/t if t else 0:.1f}%")
    if len(args) > 2:
        print(f"pooled: {M}/{T} = {100*M/T if T else 0:.1f}%")

main()
