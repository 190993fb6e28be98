#!/usr/bin/env python3
"""Inclusive share of samples whose stack has a frame matching REGEX.
Own helper for the s23d cases (adapted from the s23c helper); reads py-spy raw (.raw.txt), speedscope (.speedscope.json),
V8 .cpuprofile, Go pprof (.pb.gz, minimal protobuf decoder) and perf script text (.perf.txt[.gz]).
Usage: share.py REGEX[,REGEX2,...] FILE...   (a count is samples; pprof uses sample value index 0 = sample count)
Several comma-separated regexes give one column each (inclusive: a sample counts once if any frame matches).
"""
import sys, re, json, gzip, collections

def fname(f):
    # py-spy raw frame "func (file.py:12)" -> "func"
    return re.sub(r' \([^()]*:\d+\)$', '', f)

def stacks_raw(path):
    for line in open(path):
        line = line.rstrip('\n')
        if not line: continue
        st, _, n = line.rpartition(' ')
        yield [fname(f) for f in st.split(';')], int(n)

def stacks_speedscope(path):
    d = json.load(open(path))
    frames = [f['name'] for f in d['shared']['frames']]
    for p in d['profiles']:
        if p['type'] == 'sampled':
            for s, w in zip(p['samples'], p.get('weights') or [1]*len(p['samples'])):
                yield [frames[i] for i in s], 1
        else:  # evented
            raise SystemExit('evented speedscope not supported')

def stacks_cpuprofile(path):
    d = json.load(open(path))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []): parent[c] = n['id']
    cache = {}
    def stack(i):
        if i not in cache:
            s = []; j = i
            while j is not None:
                s.append(nodes[j]['callFrame']['functionName'] or '(anonymous)'); j = parent.get(j)
            cache[i] = s[::-1]
        return cache[i]
    for sid in d['samples']:
        yield stack(sid), 1

def _varint(b, i):
    r = 0; s = 0
    while True:
        c = b[i]; i += 1; r |= (c & 0x7f) << s; s += 7
        if c < 0x80: return r, i

def _fields(b):
    i = 0
    while i < len(b):
        k, i = _varint(b, i); f, t = k >> 3, k & 7
        if t == 0: v, i = _varint(b, i)
        elif t == 2:
            l, i = _varint(b, i); v = b[i:i+l]; i += l
        elif t == 1: v = b[i:i+8]; i += 8
        elif t == 5: v = b[i:i+4]; i += 4
        else: raise ValueError(t)
        yield f, t, v

def _packed(t, v):
    if t == 0: return [v]
    out = []; i = 0
    while i < len(v):
        x, i = _varint(v, i); out.append(x)
    return out

def stacks_pprof(path):
    b = gzip.open(path).read()
    samples = []; locs = {}; funcs = {}; strs = []
    for f, t, v in _fields(b):
        if f == 2:
            ids = []; vals = []
            for f2, t2, v2 in _fields(v):
                if f2 == 1: ids += _packed(t2, v2)
                elif f2 == 2: vals += _packed(t2, v2)
            samples.append((ids, vals))
        elif f == 4:
            lid = 0; lines = []
            for f2, t2, v2 in _fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    fid = 0
                    for f3, t3, v3 in _fields(v2):
                        if f3 == 1: fid = v3
                    lines.append(fid)
            locs[lid] = lines
        elif f == 5:
            fid = 0; nm = 0
            for f2, t2, v2 in _fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: nm = v2
            funcs[fid] = nm
        elif f == 6:
            strs.append(v.decode())
    for ids, vals in samples:
        st = []
        for lid in ids:  # leaf first; inlined lines leaf first too
            for fid in locs.get(lid, []):
                st.append(strs[funcs[fid]])
        yield st[::-1], vals[0]

def stacks_perf(path):
    op = gzip.open if path.endswith('.gz') else open
    st = None
    for line in op(path, 'rt', errors='replace'):
        if line.strip() == '':
            if st is not None: yield st[::-1], 1
            st = None; continue
        if st is None:
            st = []; continue  # header line
        parts = line.strip().split(None, 1)
        sym = parts[1] if len(parts) > 1 else '[unknown]'
        sym = re.sub(r' \([^()]*\)$', '', sym)       # dso
        sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)      # offset
        st.append(sym)
    if st: yield st[::-1], 1

def stacks(path):
    if path.endswith('.raw.txt'): return stacks_raw(path)
    if path.endswith('.speedscope.json'): return stacks_speedscope(path)
    if path.endswith('.cpuprofile'): return stacks_cpuprofile(path)
    if path.endswith('.pb.gz'): return stacks_pprof(path)
    if '.perf.txt' in path: return stacks_perf(path)
    raise SystemExit('unknown format ' + path)

def main():
    rxs = sys.argv[1].split(',')
    cs = [re.compile(r) for r in rxs]
    print('file\ttotal\t' + '\t'.join(rxs))
    for p in sys.argv[2:]:
        tot = 0; hit = [0]*len(cs)
        for st, n in stacks(p):
            tot += n
            for k, r in enumerate(cs):
                if any(r.search(f) for f in st): hit[k] += n
        print(p + '\t' + str(tot) + '\t' + '\t'.join(f'{h}={100.0*h/max(tot,1):.1f}%' for h in hit))

if __name__ == '__main__':
    main()
