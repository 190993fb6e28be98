#!/usr/bin/env python3
"""Share of samples with a culprit frame on the stack, per run.

usage: measure.py REGEX [REGEX...] -- FILE...
Reads `perf script` text (.perf.txt / .perf.txt.gz) directly: one sample per
record (header line + indented frame lines), weight 1 per sample (perf's
cpu-clock period is ignored, so runs at different -F are comparable as shares).
A frame's name is the symbol with its +0xOFF stripped. A sample counts for the
culprit when any frame name matches any regex (re.match: anchored at the start).
"""
import gzip, re, sys

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    frames = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if frames is not None:
                    yield frames
                frames = None
            elif not line[0].isspace():
                if frames is not None:
                    yield frames
                frames = []
            else:
                parts = line.split(None, 1)
                sym = parts[1].rsplit(' (', 1)[0] if len(parts) > 1 else '[unknown]'
                sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
                frames.append(sym)
    if frames is not None:
        yield frames

def main():
    args = sys.argv[1:]
    i = args.index('--')
    pats = [re.compile(p) for p in args[:i]]
    for f in args[i + 1:]:
        total = hit = 0
        for fr in samples(f):
            total += 1
            if any(p.match(s) for s in fr for p in pats):
                hit += 1
        print(f'{f}\tsamples={total}\tculprit={hit}\tshare={100.0*hit/max(total,1):.2f}%')

main()
