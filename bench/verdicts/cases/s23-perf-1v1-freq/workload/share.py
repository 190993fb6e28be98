#!/usr/bin/env python3
"""Inclusive share of frames matching regexes, per profile file.

usage: share.py REGEX[,REGEX...] FILE...
Formats (by extension): perf script text (.perf.txt[.gz]), py-spy raw/folded
(.raw.txt / .txt: 'f1;f2;... count'), speedscope (.speedscope.json), Chrome
.cpuprofile, Go pprof (.pb.gz / .pprof, decoded with a tiny protobuf reader).
A sample counts once for the culprit if ANY of its frames matches ANY regex
(re.search on the bare frame name). Prints samples/total and the top-10
inclusive frames.
"""
import sys, re, gzip, json, collections

def opentext(p):
    return gzip.open(p, 'rt', errors='replace') if p.endswith('.gz') else open(p, errors='replace')

def perf_samples(p):
    stack = []; in_s = False
    for line in opentext(p):
        line = line.rstrip('\n')
        if not line.strip():
            if in_s: yield stack, 1
            stack = []; in_s = False; continue
        if line[0] not in ' \t':
            in_s = True; stack = []; continue
        s = line.strip()
        parts = s.split(' ', 1)
        rest = parts[1] if len(parts) > 1 else ''
        if rest.endswith(')') and ' (' in rest:
            rest = rest.rsplit(' (', 1)[0]
        rest = re.sub(r'\+0x[0-9a-f]+$', '', rest)
        stack.append(rest)
    if in_s: yield stack, 1

def raw_samples(p):
    for line in opentext(p):
        line = line.rstrip('\n')
        if not line: continue
        st, n = line.rsplit(' ', 1)
        yield st.split(';'), int(n)

def speedscope_samples(p):
    d = json.load(opentext(p))
    fr = d['shared']['frames']
    for prof in d['profiles']:
        if prof['type'] == 'sampled':
            for s in prof['samples']:
                yield [fr[i]['name'] for i in s], 1
        else:  # evented
            raise SystemExit('evented speedscope not supported')

def cpuprofile_samples(p):
    d = json.load(opentext(p))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []): parent[c] = n['id']
    cache = {}
    def stack(i):
        if i not in cache:
            st = []; j = i
            while j is not None:
                st.append(nodes[j]['callFrame']['functionName'] or '(anonymous)'); j = parent.get(j)
            cache[i] = st[::-1]
        return cache[i]
    for s in d['samples']:
        yield stack(s), 1

# --- minimal protobuf reader for pprof ---
def varint(b, i):
    r = 0; sh = 0
    while True:
        c = b[i]; i += 1; r |= (c & 0x7f) << sh; sh += 7
        if c < 0x80: return r, i
def fields(b):
    i = 0
    while i < len(b):
        k, i = varint(b, i); f, wt = k >> 3, k & 7
        if wt == 0: v, i = varint(b, i)
        elif wt == 2:
            l, i = varint(b, i); v = b[i:i+l]; i += l
        elif wt == 1: v = b[i:i+8]; i += 8
        elif wt == 5: v = b[i:i+4]; i += 4
        else: raise ValueError(wt)
        yield f, wt, v
def packed(wt, v):
    if wt == 0: return [v]
    out = []; i = 0
    while i < len(v):
        x, i = varint(v, i); out.append(x)
    return out
def pprof_samples(p):
    b = gzip.open(p).read() if open(p, 'rb').read(2) == b'\x1f\x8b' else open(p, 'rb').read()
    strings = []; funcs = {}; locs = {}; samples = []
    for f, wt, v in fields(b):
        if f == 6: strings.append(v.decode(errors='replace'))
        elif f == 5:
            fid = name = 0
            for g, w2, x in fields(v):
                if g == 1: fid = x
                elif g == 2: name = x
            funcs[fid] = name
        elif f == 4:
            lid = 0; lines = []
            for g, w2, x in fields(v):
                if g == 1: lid = x
                elif g == 4:
                    for h, w3, y in fields(x):
                        if h == 1: lines.append(y)
            locs[lid] = lines
        elif f == 2:
            ids = []; vals = []
            for g, w2, x in fields(v):
                if g == 1: ids += packed(w2, x)
                elif g == 2: vals += packed(w2, x)
            samples.append((ids, vals))
    for ids, vals in samples:
        st = []
        for lid in ids:  # leaf first; each location's lines innermost first
            for fid in locs.get(lid, []):
                st.append(strings[funcs.get(fid, 0)])
        yield st[::-1], vals[0]

def load(p):
    if '.perf.txt' in p: return perf_samples(p)
    if p.endswith('.speedscope.json'): return speedscope_samples(p)
    if p.endswith('.cpuprofile'): return cpuprofile_samples(p)
    if p.endswith('.pb.gz') or p.endswith('.pprof'): return pprof_samples(p)
    return raw_samples(p)

def main():
    regs = [re.compile(r) for r in sys.argv[1].split(',,')]
    for p in sys.argv[2:]:
        tot = hit = 0; incl = collections.Counter(); per = [0]*len(regs)
        for st, n in load(p):
            tot += n
            names = set(st)
            for nm in names: incl[nm] += n
            m = False
            for k, r in enumerate(regs):
                if any(r.search(x) for x in names):
                    per[k] += n; m = True
            if m: hit += n
        print(f'{p}: culprit {hit}/{tot} = {100.0*hit/max(tot,1):.1f}%  per-regex ' +
              ' '.join(f'{regs[k].pattern}={per[k]}' for k in range(len(regs))))
        for nm, c in incl.most_common(12):
            print(f'    {100.0*c/tot:5.1f}% {c:6d}  {nm[:110]}')
main()
