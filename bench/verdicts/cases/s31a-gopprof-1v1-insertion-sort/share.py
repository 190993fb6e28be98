#!/usr/bin/env python3
"""share.py FILE [REGEX ...]
Counts samples in FILE and, per REGEX, the samples whose stack holds a frame matching it
(re.match, i.e. anchored at the frame name's start).  FILE is `perf script` text
(.perf.txt or .perf.txt.gz: one sample per blank-line-separated block, frame name = symbol
without +0x offset) or folded text ("a;b;c COUNT").  Optional --comm NAME keeps only samples
of that command."""
import gzip, re, sys
args = sys.argv[1:]
comm = None
if args and args[0] == '--comm':
    comm, args = args[1], args[2:]
path, regs = args[0], args[1:]
op = gzip.open if path.endswith('.gz') else open
text = op(path, 'rt', errors='replace').read()
stacks = []
if '.perf.txt' in path:
    for block in text.split('\n\n'):
        lines = [l for l in block.split('\n') if l.strip()]
        if not lines or lines[0].startswith('#'): continue
        if comm and not lines[0].lstrip().startswith(comm): continue
        frames = []
        for l in lines[1:]:
            parts = l.strip().split(None, 1)
            if len(parts) < 2: continue
            sym = parts[1].rsplit(' (', 1)[0]
            sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
            frames.append(sym)
        stacks.append((frames, 1))
else:
    for line in text.splitlines():
        if not line.strip(): continue
        st, n = line.rsplit(' ', 1)
        stacks.append((st.split(';'), int(n)))
total = sum(n for _, n in stacks)
print(f"{path}: samples={total}")
for r in regs:
    rx = re.compile(r)
    hit = sum(n for fr, n in stacks if any(rx.match(f) for f in fr))
    print(f"  {r:40s} {hit:7d} {100.0*hit/total:6.2f}%")
