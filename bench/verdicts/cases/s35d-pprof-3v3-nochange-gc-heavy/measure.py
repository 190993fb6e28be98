#!/usr/bin/env python3
"""Read the Go CPU profiles (run-*.pb.gz) in before/ and after/ via
`go tool pprof -raw` and print, per run, total samples, the share of samples
per goroutine root (outermost frame; pprof has no thread ids), and the
inclusive/self shares of the program's main functions (inlined frames expanded)."""
import collections, glob, os, re, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
GO = "/usr/local/go/bin/go"
MAIN = ["main.worker", "main.decodeOrder", "main.priceOrder", "main.renderResponse",
        "main.genRequests", "sort.Slice", "fmt.Fprintf", "strings.Split",
        "runtime.mallocgc", "runtime.growslice", "runtime.gcBgMarkWorker",
        "runtime.gcDrain", "runtime.bgsweep", "runtime.gcAssistAlloc", "runtime.asyncPreempt"]

def parse_raw(path):
    out = subprocess.run([GO, "tool", "pprof", "-raw", path], capture_output=True,
                         text=True, check=True).stdout
    samples, locs, section, cur = [], {}, None, None
    for line in out.splitlines():
        if line.startswith("Samples:"):
            section = "s"; continue
        if line.startswith("Locations"):
            section = "l"; continue
        if line.startswith("Mappings"):
            section = None; continue
        if section == "s":
            m = re.match(r"^\s+(\d+)\s+\d+:((?:\s+\d+)+)\s*$", line)
            if m:
                samples.append((int(m.group(1)), [int(x) for x in m.group(2).split()]))
        elif section == "l":
            m = re.match(r"^\s+(\d+): 0x[0-9a-f]+ M=\d+ (\S+)", line)
            if m:
                cur = int(m.group(1)); locs[cur] = [m.group(2)]
            else:
                m = re.match(r"^\s+(\S+) \S+:\d+:\d+ s=\d+$", line)
                if m and cur is not None:
                    locs[cur].append(m.group(1))  # inlined caller of previous line
            if re.match(r"^\s+\d+: 0x[0-9a-f]+ M=\d+\s*$", line):  # no symbol
                cur = int(line.split(":")[0]); locs[cur] = ["?"]
    return samples, locs

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.pb.gz"))):
        samples, locs = parse_raw(path)
        total = sum(n for n, _ in samples)
        roots, incl, self_ = collections.Counter(), collections.Counter(), collections.Counter()
        for n, ids in samples:
            funcs = [f for i in ids for f in locs.get(i, ["?"])]  # leaf first
            roots[funcs[-1]] += n
            for f in set(funcs):
                incl[f] += n
            self_[funcs[0]] += n
        print(f"## {side}/{os.path.basename(path)}  total samples: {total}")
        print("  goroutine roots (outermost frame):")
        for r, n in roots.most_common(6):
            print(f"    {r:36s} {n:5d}  {100*n/total:5.1f}%")
        print("  main functions, inclusive (self):")
        for f in MAIN:
            print(f"    {f:26s} {incl[f]:5d}  {100*incl[f]/total:5.1f}%   self {self_[f]:4d}  {100*self_[f]/total:5.1f}%")
        print("  top 5 self:")
        for f, n in self_.most_common(5):
            print(f"    {f:36s} {n:5d}  {100*n/total:5.1f}%")
        print()
