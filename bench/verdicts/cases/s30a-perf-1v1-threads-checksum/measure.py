#!/usr/bin/env python3
"""measure.py REGEX[,REGEX...] FILE... : per `perf script` file, print the number of
samples and the share of samples having at least one frame whose symbol name
matches one of the regexes (re.match, i.e. anchored at the name's start).
Option --comm NAME restricts to samples of that thread name (and also reports it)."""
import sys, re, gzip
args = sys.argv[1:]
comm = None
if args[0] == '--comm':
    comm = args[1]; args = args[2:]
pats = [re.compile(p) for p in args[0].split(',')]
def frames_of(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        cur = None; head = None
        for line in f:
            if not line.strip():
                if head is not None: yield head, cur
                head = None; cur = None; continue
            if not line.startswith((' ', '\t')):
                head = line; cur = []
            else:
                parts = line.strip().split(None, 1)
                if len(parts) < 2: continue
                sym = parts[1].rsplit(' (', 1)[0]
                sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
                cur.append(sym)
        if head is not None: yield head, cur
for path in args[1:]:
    n = hit = 0
    for head, fr in frames_of(path):
        if comm is not None:
            # perf script header begins with the comm (may contain spaces); match prefix
            if not head.startswith(comm + ' ') and not head.lstrip().startswith(comm + ' '): continue
        n += 1
        if any(p.match(s) for s in fr for p in pats): hit += 1
    print(f"{path}\tsamples={n}\thit={hit}\tshare={100.0*hit/max(n,1):.1f}%")
