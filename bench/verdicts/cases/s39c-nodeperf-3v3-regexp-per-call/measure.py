#!/usr/bin/env python3
"""Independent measurement: parse plain `perf script` output (gzipped), count samples and the
inclusive share (% of samples whose stack contains a matching frame) of the culprit and other
main functions. Frame name = symbol text between the address and the '+0x' offset / '(' dso."""
import gzip, glob, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = [
    ("CULPRIT: RegExp construction (RegExpConstructor|RegExpInitializeAndCompile|JSRegExp::Initialize) or parseLine",
     re.compile(r"\bBuiltins_RegExpConstructor\b|\bRuntime_RegExpInitializeAndCompile\b|\bJSRegExp::Initialize\b|\bparseLine\b")),
    ("  parseLine frame itself (JS, mostly inlined into main)", re.compile(r"\bparseLine\b")),
    ("  Builtins_RegExpConstructor", re.compile(r"\bBuiltins_RegExpConstructor\b")),
    ("  JSRegExp::Initialize", re.compile(r"\bJSRegExp::Initialize\b")),
    ("main (JS)", re.compile(r"JS:\S?main\b")),
    ("RegExp exec (Builtins_RegExpPrototypeExec)", re.compile(r"\bBuiltins_RegExpPrototypeExec\b")),
    ("compiled regexp code (RegExp:^...)", re.compile(r"RegExp:\^")),
    ("checksum (JS, standalone frame)", re.compile(r"\bchecksum\b")),
    ("GC (Heap::CollectGarbage|Scavenge)", re.compile(r"Heap::CollectGarbage|Scavenge")),
]

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    frames = None
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if frames is not None:
                    yield frames
                frames = None
                continue
            if not line[0].isspace():
                frames = []          # sample header line
                continue
            if frames is not None:
                parts = line.strip().split(None, 1)
                if len(parts) == 2:
                    frames.append(re.sub(r"\+0x[0-9a-f]+ \(", " (", parts[1]))
    if frames is not None:
        yield frames

for side in ("before", "after"):
    for path in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
        n = 0
        hits = [0] * len(GROUPS)
        for fr in samples(path):
            n += 1
            for i, (_, rx) in enumerate(GROUPS):
                if any(rx.search(x) for x in fr):
                    hits[i] += 1
        print(f"{side}/{os.path.basename(path)}: {n} samples")
        for (name, _), h in zip(GROUPS, hits):
            print(f"    {100.0*h/n:6.1f}%  ({h:5d})  {name}")
