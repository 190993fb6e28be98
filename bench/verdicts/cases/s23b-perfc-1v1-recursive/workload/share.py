#!/usr/bin/env python3
"""share.py - inclusive/self share of frames matching regexes, per profile file.

usage: share.py 'REGEX[|REGEX...]' FILE...   (one Python regex, re.search on each frame name)

Reads: perf script text (.perf.txt / .perf.txt.gz), py-spy raw (.raw.txt:
'frame;frame;... N', root first), speedscope (.speedscope.json, sampled
profiles, all threads), Chrome/Node .cpuprofile, Go pprof (.pb.gz, own tiny
protobuf decoder, value index 0 = samples), JFR (.jfr, via `jfr print --json
--stack-depth 1000 --events jdk.ExecutionSample`, frame name 'pkg.Class.method').
A sample is 'inclusive' if any frame matches, 'self' if its leaf frame matches.
Frames are compared by bare name (perf: symbol without +0x offset and dso;
py-spy raw: the whole 'func (file:line)' string).
"""
import sys, re, gzip, json, subprocess, collections


def opentext(p):
    return gzip.open(p, 'rt', errors='replace') if p.endswith('.gz') else open(p, errors='replace')


def perf_samples(p):
    """yield (frames leaf-first, weight)."""
    st, ins = [], False
    for line in opentext(p):
        line = line.rstrip('\n')
        if not line.strip():
            if ins:
                yield st, 1
            st, ins = [], False
            continue
        if line[0] not in ' \t':
            ins, st = True, []
            continue
        f = line.strip().split(' ', 1)
        sym = f[1] if len(f) > 1 else '?'
        if sym.endswith(')') and ' (' in sym:
            sym = sym[:sym.rindex(' (')]
        sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
        st.append(sym)
    if ins:
        yield st, 1


def raw_samples(p):
    for line in opentext(p):
        line = line.rstrip('\n')
        if not line:
            continue
        s, n = line.rsplit(' ', 1)
        yield s.split(';')[::-1], int(n)


def speedscope_samples(p):
    d = json.load(opentext(p))
    fr = d['shared']['frames']
    for prof in d['profiles']:
        assert prof['type'] == 'sampled', prof['type']
        w = prof.get('weights') or [1] * len(prof['samples'])
        for s, wt in zip(prof['samples'], w):
            yield [fr[i]['name'] for i in s][::-1], 1


def cpuprofile_samples(p):
    d = json.load(open(p))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []):
            parent[c] = n['id']
    cache = {}

    def stack(i):
        if i not in cache:
            out, j = [], i
            while j is not None:
                nm = nodes[j]['callFrame']['functionName'] or '(anonymous)'
                out.append(nm)
                j = parent.get(j)
            cache[i] = out[:-1]  # drop '(root)'
        return cache[i]
    for s in d['samples']:
        yield stack(s), 1


# --- minimal protobuf reader for Go pprof ---------------------------------
def _varint(b, i):
    r = s = 0
    while True:
        c = b[i]; i += 1
        r |= (c & 0x7f) << s; s += 7
        if c < 0x80:
            return r, i


def _fields(b):
    i = 0
    while i < len(b):
        k, i = _varint(b, i)
        fn, wt = k >> 3, k & 7
        if wt == 0:
            v, i = _varint(b, i)
        elif wt == 2:
            n, i = _varint(b, i); v = b[i:i + n]; i += n
        elif wt == 1:
            v = b[i:i + 8]; i += 8
        elif wt == 5:
            v = b[i:i + 4]; i += 4
        else:
            raise ValueError(wt)
        yield fn, wt, v


def _ints(wt, v):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = _varint(v, i); out.append(x)
    return out


def pprof_samples(p):
    b = gzip.open(p).read()
    samples, locs, funcs, strs = [], {}, {}, []
    for fn, wt, v in _fields(b):
        if fn == 2:
            ids, vals = [], []
            for f2, w2, v2 in _fields(v):
                if f2 == 1: ids += _ints(w2, v2)
                elif f2 == 2: vals += _ints(w2, v2)
            samples.append((ids, vals))
        elif fn == 4:
            lid, lines = 0, []
            for f2, w2, v2 in _fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    for f3, w3, v3 in _fields(v2):
                        if f3 == 1: lines.append(v3)
            locs[lid] = lines
        elif fn == 5:
            fid = name = 0
            for f2, w2, v2 in _fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
        elif fn == 6:
            strs.append(v.decode('utf-8', 'replace'))
    for ids, vals in samples:
        st = []
        for l in ids:  # leaf first; inlined functions: last line is outermost
            for f in locs.get(l, []):
                st.append(strs[funcs[f]])
        yield st, vals[0]


def jfr_samples(p):
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '1000', '--events', 'jdk.ExecutionSample', p],
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    for ev in d['recording']['events']:
        st = ev['values']['stackTrace']
        if not st:
            continue
        fr = [f['method']['type']['name'].replace('/', '.') + '.' + f['method']['name']
              for f in st['frames']]
        yield fr, 1


def samples(p):
    if '.perf.txt' in p: return perf_samples(p)
    if p.endswith('.raw.txt'): return raw_samples(p)
    if p.endswith('.speedscope.json'): return speedscope_samples(p)
    if p.endswith('.cpuprofile'): return cpuprofile_samples(p)
    if p.endswith('.pb.gz'): return pprof_samples(p)
    if p.endswith('.jfr'): return jfr_samples(p)
    raise SystemExit('unknown format ' + p)


def main():
    rx = re.compile(sys.argv[1])
    pooled = collections.defaultdict(lambda: [0, 0, 0])
    for p in sys.argv[2:]:
        tot = inc = slf = 0
        incl = collections.Counter()
        for st, w in samples(p):
            tot += w
            if any(rx.search(f) for f in st): inc += w
            if st and rx.search(st[0]): slf += w
            for f in set(st): incl[f] += w
        side = 'after' if re.search(r'(^|/)after/', p) else 'before' if re.search(r'(^|/)before/', p) else '?'
        pc = pooled[side]; pc[0] += inc; pc[1] += slf; pc[2] += tot
        print(f'{p}: inclusive {inc}/{tot} = {100.0*inc/max(tot,1):.1f}%  self {slf}/{tot} = {100.0*slf/max(tot,1):.1f}%')
        print('   top inclusive: ' + ', '.join(f'{f[:50]} {100.0*n/max(tot,1):.1f}%' for f, n in incl.most_common(8)))
    for side, (inc, slf, tot) in pooled.items():
        print(f'pooled {side}: inclusive {inc}/{tot} = {100.0*inc/max(tot,1):.1f}%  self {slf}/{tot} = {100.0*slf/max(tot,1):.1f}%')


if __name__ == '__main__':
    main()
