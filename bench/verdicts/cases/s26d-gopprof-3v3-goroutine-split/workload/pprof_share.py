#!/usr/bin/env python3
"""Share of CPU samples whose stack contains a function matching REGEX, per pprof file.

usage: pprof_share.py [--top N] REGEX file.pb.gz ...
Reads `go tool pprof -traces` (one block per distinct stack, value in ms/s). Also splits the
matching samples by the stack's root-side caller chain (main.worker vs main.main).
"""
import re, subprocess, sys
from collections import Counter

def parse_val(s):
    m = re.match(r"([\d.]+)(ns|us|µs|ms|s)$", s)
    v = float(m.group(1))
    return v * {"ns": 1e-6, "us": 1e-3, "µs": 1e-3, "ms": 1.0, "s": 1000.0}[m.group(2)]

def traces(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True,
                         text=True, check=True).stdout
    cur = None
    for line in out.splitlines():
        if line.startswith("-----------+"):
            if cur:
                yield cur
            cur = None
            continue
        m = re.match(r"^\s+(\S+)\s{3}(\S.*)$", line)
        if m and re.match(r"[\d.]+(ns|us|µs|ms|s)$", m.group(1)):
            cur = [parse_val(m.group(1)), [m.group(2).replace(" (inline)", "").strip()]]
        elif cur is not None and line.strip():
            cur[1].append(line.strip().replace(" (inline)", ""))
    if cur:
        yield cur

def main():
    args = sys.argv[1:]
    top = 0
    if args[0] == "--top":
        top = int(args[1]); args = args[2:]
    rx = re.compile(args[0])
    for path in args[1:]:
        tot = 0.0; hit = 0.0; by_root = Counter(); incl = Counter(); selfc = Counter()
        for val, frames in traces(path):
            tot += val
            if any(rx.search(f) for f in frames):
                hit += val
                root = "main.worker" if "main.worker" in frames else ("main.main" if "main.main" in frames else "other")
                by_root[root] += val
            for f in set(frames):
                incl[f] += val
            selfc[frames[0]] += val
        split = ", ".join(f"under {k} {100*v/tot:.1f}%" for k, v in sorted(by_root.items()))
        print(f"{path}: total={tot/1000:.2f}s ({tot/10:.0f} samples) match={100*hit/tot:.1f}% ({split})")
        for f, v in incl.most_common(top):
            print(f"    incl {100*v/tot:5.1f}%  self {100*selfc[f]/tot:5.1f}%  {f}")

main()
