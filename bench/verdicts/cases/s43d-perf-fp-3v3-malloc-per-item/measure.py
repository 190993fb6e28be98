#!/usr/bin/env python3
"""Independent measurement of plain `perf script` output (.perf.txt / .perf.txt.gz).
For every run file under before/ and after/ prints the number of samples and the
inclusive share (% of samples whose stack contains at least one frame matching the
group's regexes) for each group in TARGETS, plus the top inclusive frames."""
import gzip, os, re, sys, glob, collections

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = {
    "culprit (parse_record + malloc/free)": [r"\bparse_record\b", r"\bmalloc\b", r"\b_int_malloc\b", r"\b_int_free\b", r"\bcfree\b", r"\bfree\b", r"\b__libc_free\b", r"\b__libc_malloc\b", r"\bsystrim\b", r"\bmalloc_consolidate\b"],
    "parse_record": [r"\bparse_record\b"],
    "malloc/free family (libc)": [r"\bmalloc\b", r"\b_int_malloc\b", r"\b_int_free\b", r"\bcfree\b", r"\bfree\b", r"\b__libc_free\b", r"\b__libc_malloc\b", r"\bsystrim\b", r"\bmalloc_consolidate\b"],
    "aggregate (unchanged)": [r"\baggregate\b"],
    "main": [r"^main$"],
    "[unknown] frames": [r"\[unknown\]"],
}

FRAME = re.compile(r'^\s*([0-9a-fA-F]+)\s+(.*?)(?:\+0x[0-9a-fA-F]+)?\s+\((.*)\)\s*$')

def read_samples(path):
    op = gzip.open if path.endswith('.gz') else open
    stacks, cur, inside = [], None, False
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    stacks.append(cur)
                cur = None
                continue
            if line[0] not in ' \t':
                if cur is not None:
                    stacks.append(cur)
                cur = []          # header line of a new sample
                continue
            m = FRAME.match(line)
            if m and cur is not None:
                cur.append(m.group(2))
    if cur is not None:
        stacks.append(cur)
    return stacks

def main():
    for side in ("before", "after"):
        files = sorted(glob.glob(os.path.join(HERE, side, "run-*.perf.txt*")),
                       key=lambda p: int(re.search(r'run-(\d+)', p).group(1)))
        for p in files:
            stacks = read_samples(p)
            n = len(stacks)
            print(f"{side}/{os.path.basename(p)}: samples={n}")
            for label, pats in TARGETS.items():
                rx = [re.compile(x) for x in pats]
                hit = sum(1 for s in stacks if any(r.search(fr) for fr in s for r in rx))
                print(f"    {label:<34} {hit:>7} samples  {100.0*hit/max(n,1):6.2f}%")
            inc = collections.Counter()
            for s in stacks:
                for fr in set(s):
                    inc[fr] += 1
            top = ", ".join(f"{k[:50]} {100.0*v/n:.1f}%" for k, v in inc.most_common(8))
            print(f"    top inclusive: {top}")
main()
