#!/usr/bin/env python3
"""Independent reader for the plain `perf script` files of this case.
Per run: number of samples (stacks), and inclusive share (% of samples whose stack
contains a frame of that symbol) of the main symbols. Control case: no culprit."""
import glob, os, re, sys
from collections import Counter
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

SYMS = ['_PyEval_EvalFrameDefault', '_PyEval_Vector', '_PyObject_Malloc', '_PyObject_Free',
        'unsafe_float_compare', 'merge_at', 'list_sort_impl', '_PyUnicode_JoinArray',
        'unicodekeys_lookup_unicode', '_Py_dict_lookup', 'genrand_uint32', '[unknown]']

here = os.path.dirname(os.path.abspath(__file__))
paths = sys.argv[1:] or [p for side in ('before', 'after')
                         for p in sorted(glob.glob(os.path.join(here, side, 'run-*.perf.txt*')))]
for p in paths:
    st = load_perf(p); tot = len(st)
    depth = sum(len(s) for s in st) / max(tot, 1)
    print(f'{os.path.relpath(p, here)}: samples={tot}  mean stack depth={depth:.2f}')
    for sym in SYMS:
        n = sum(1 for s in st if sym in s)
        print(f'    {sym:30s} {n:6d}  {100.0*n/tot:6.2f}%')
    kern = sum(1 for s in st if any(f.startswith(('asm_', 'entry_SYSCALL')) for f in s))
    print(f'    {"(kernel entry: asm_*/entry_SYSCALL*)":30s} {kern:6d}  {100.0*kern/tot:6.2f}%')
