#!/usr/bin/env python3
"""Share of pprof CPU samples with a frame matching REGEX on the stack.
Uses `go tool pprof -traces` (each trace block: first line '<value> <leaf frame>', then caller frames).
usage: measure_pprof.py REGEX FILE..."""
import re, subprocess, sys

def traces(path):
    out = subprocess.run(['go', 'tool', 'pprof', '-traces', '-sample_index=samples', path],
                         capture_output=True, text=True, check=True).stdout
    blocks = out.split('-----------+-------------------------------------------------------')
    for b in blocks[1:]:
        lines = [l for l in b.split('\n') if l.strip()]
        if not lines: continue
        first = lines[0].split()
        try: n = int(first[0])
        except ValueError: continue
        frames = [' '.join(first[1:])] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r' \(inline\)$', '', f) for f in frames]
        yield n, frames

pat = re.compile(sys.argv[1])
for p in sys.argv[2:]:
    tot = hit = 0
    for n, fr in traces(p):
        tot += n
        if any(pat.search(f) for f in fr): hit += n
    print(f'{p}: samples={tot} matching={hit} share={100.0*hit/max(tot,1):.2f}%')
