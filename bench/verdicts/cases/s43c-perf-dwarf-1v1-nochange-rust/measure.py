#!/usr/bin/env python3
"""Independent reader for the plain `perf script` (dwarf call graph) files of this case.
Per run: number of samples, and inclusive share (% of samples whose stack contains a frame
of that symbol; inlined frames count) of the main functions. Control case: no culprit."""
import glob, os, re, sys
import gzip
FRAME = re.compile(r'^\s*[0-9a-f]+\s+(.*?)\s+\((.*)\)\s*$')
def load_perf(path):
    """Returns list of stacks; each stack = list of symbol names, leaf first."""
    op = gzip.open if path.endswith('.gz') else open
    stacks, cur, inside = [], None, False
    for line in op(path, 'rt', errors='replace'):
        line = line.rstrip('\n')
        if not line.strip():
            if cur is not None: stacks.append(cur)
            cur = None; continue
        if not line[0].isspace():
            if cur is not None: stacks.append(cur)
            cur = []; continue
        m = FRAME.match(line)
        if m and cur is not None:
            sym = m.group(1)
            sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
            cur.append(sym)
    if cur is not None: stacks.append(cur)
    return stacks

PATS = [('gridsim::main', r'^gridsim::main$'),
        ('gridsim::advance', r'^gridsim::advance$'),
        ('gridsim::rank_speeds', r'^gridsim::rank_speeds$'),
        ('  core::slice::sort::*', r'^core::slice::sort::'),
        ('gridsim::spawn_particles', r'^gridsim::spawn_particles$'),
        ('  gridsim::Rng::f64', r'^gridsim::Rng::f64$'),
        ('gridsim::bin_density', r'^gridsim::bin_density$'),
        ('gridsim::smooth', r'^gridsim::smooth$'),
        ('asm_exc_page_fault', r'^asm_exc_page_fault$'),
        ('[unknown] frame anywhere', r'^\[unknown\]$')]

here = os.path.dirname(os.path.abspath(__file__))
paths = sys.argv[1:] or [p for side in ('before', 'after')
                         for p in sorted(glob.glob(os.path.join(here, side, 'run-*.perf.txt*')))]
for p in paths:
    st = load_perf(p); tot = len(st)
    depth = sum(len(s) for s in st) / max(tot, 1)
    print(f'{os.path.relpath(p, here)}: samples={tot}  mean stack depth={depth:.2f}')
    for label, rx in PATS:
        r = re.compile(rx)
        n = sum(1 for s in st if any(r.search(f) for f in s))
        print(f'    {label:28s} {n:6d}  {100.0*n/tot:6.2f}%')
