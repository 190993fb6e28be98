#!/usr/bin/env python3
"""Per run: share of perf samples with keyindex::index_key on the stack, and the part of it
under its callees keyindex::format_key and keyindex::hash_key.
Reads run-*.perf.txt[.gz] (perf script text, dwarf call graphs)."""
import glob, gzip, os, re, sys

FRAME = re.compile(r'^\s*[0-9a-f]+ (.*?)(\+0x[0-9a-f]+)? \(([^)]*)\)\s*$')
IDX = re.compile(r'\bindex_key\b'); FMT = re.compile(r'\bformat_key\b'); HSH = re.compile(r'\bhash_key\b')

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        frames = None
        for line in f:
            if not line.strip():
                if frames is not None: yield frames
                frames = None
            elif line[0] not in ' \t':
                frames = []
            else:
                m = FRAME.match(line)
                if m and frames is not None: frames.append(m.group(1))
        if frames is not None: yield frames

def main(case):
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(case, side, 'run-*.perf.txt*'))):
            n = i = f = h = 0
            for fr in samples(p):
                n += 1
                if any(IDX.search(x) for x in fr):
                    i += 1
                    if any(FMT.search(x) for x in fr): f += 1
                    if any(HSH.search(x) for x in fr): h += 1
            print(f'{side}/{os.path.basename(p)}: samples={n} index_key(incl)={100*i/n:.1f}% '
                  f'= format_key {100*f/n:.1f}% + hash_key {100*h/n:.1f}% + self {100*(i-f-h)/n:.1f}%')

main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
