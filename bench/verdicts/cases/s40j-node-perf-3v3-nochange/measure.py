#!/usr/bin/env python3
"""Independent measurement of `perf script` text profiles (optionally .gz) in before/ and after/.
Parses each sample (header line + indented frame lines 'ADDR SYMBOL+OFF (DSO)'), keeps only
samples of the profiled command, and prints per run: samples and inclusive share (% of samples
with at least one frame matching the regex) of the main functions."""
import glob, gzip, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
COMM = "node"
FUNCS = [
    ("JS main", r"^JS:[*~^+]?main\b.*router\.js"),
    ("parseRoute", r"\bparseRoute\b"),
    ("buildPath", r"\bbuildPath\b"),
    ("hashRoute", r"\bhashRoute\b"),
    ("renderBody", r"\brenderBody\b"),
    ("JsonStringify", r"\bv8::internal::JsonStringify\b"),
    ("String split", r"\bBuiltins_StringPrototypeSplit\b"),
    ("RegExp exec", r"\bBuiltins_RegExpPrototypeExec\b|^RegExp:"),
    ("GC", r"\bv8::internal::Heap::CollectGarbage\b"),
]  # (label, regex searched in the frame's symbol name)

FRAME_RE = re.compile(r"^\s*[0-9a-f]+\s+(.*?)(?:\+0x[0-9a-f]+)?\s+\(([^()]*|\[[^\]]*\])\)\s*$")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    head, frames = None, []
    with op(path, "rt", errors="replace") as f:
        for line in f:
            if not line.strip():
                if head is not None:
                    yield head, frames
                head, frames = None, []
            elif not line[0].isspace():
                head, frames = line, []
            else:
                m = FRAME_RE.match(line.rstrip("\n"))
                frames.append(m.group(1) if m else line.strip())
    if head is not None:
        yield head, frames

def measure(path):
    total = 0
    hits = [0] * len(FUNCS)
    rx = [re.compile(r) for _, r in FUNCS]
    for head, frames in samples(path):
        if head.split()[0] != COMM:
            continue
        total += 1
        for i, r in enumerate(rx):
            if any(r.search(fr) for fr in frames):
                hits[i] += 1
    return total, hits

def main():
    labels = [l for l, _ in FUNCS]
    print("%-14s %7s  %s" % ("run", "samples", "  ".join(labels)))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*"))):
            total, hits = measure(p)
            row = "  ".join("%*.1f%%" % (max(len(l), 5) - 1, 100.0 * h / max(total, 1)) for l, h in zip(labels, hits))
            print("%-14s %7d  %s" % (side + "/" + os.path.basename(p).split(".")[0], total, row))

if __name__ == "__main__":
    main()
