#!/usr/bin/env python3
"""s24 helper: inclusive share of samples whose stack has a frame matching each regex.

Usage: shares.py [--md] 'RX1' 'RX2' ... -- FILE...
Reads, by file name: .perf.txt[.gz] (perf script text), .raw.txt (py-spy raw / folded),
.speedscope.json (py-spy speedscope, all thread profiles summed), .cpuprofile[.json] (V8),
.pb.gz (Go pprof; value index 0 = samples).  Shares are weighted by the sample weight/count. A sample counts once per regex if any frame
of its stack matches (Python re.search on the frame name; for perf the +0xOFF and the
(dso) suffix are stripped, for py-spy the (file.py:line) suffix is kept as py-spy prints it).
"""
import sys, re, json, gzip, os

def opn(p):
    return gzip.open(p, 'rt', errors='replace') if p.endswith('.gz') else open(p, errors='replace')

def perf_txt(p):
    stack = None
    for line in opn(p):
        if not line.strip():
            if stack is not None:
                yield stack, 1
            stack = None
            continue
        if stack is None:          # header line "comm pid time: period event:"
            stack = []
            continue
        s = line.strip().split(None, 1)
        name = s[1] if len(s) > 1 else '[unknown]'
        name = re.sub(r' \([^()]*\)$', '', name)      # (dso)
        name = re.sub(r'\+0x[0-9a-f]+$', '', name)    # +0xoff
        stack.append(name)
    if stack:
        yield stack, 1

def raw_txt(p):
    for line in opn(p):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        st, _, n = line.rpartition(' ')
        yield st.split(';'), int(n)

def speedscope(p):
    d = json.load(opn(p))
    names = [f['name'] for f in d['shared']['frames']]
    for prof in d['profiles']:
        if prof['type'] == 'sampled':
            ws = prof.get('weights') or [1] * len(prof['samples'])
            for s, w in zip(prof['samples'], ws):
                yield [names[i] for i in s], w
        else:  # evented: weight = time between open/close of the root-most frames; approximate by leaf spans
            raise SystemExit('evented speedscope not supported')

def cpuprofile(p):
    d = json.load(opn(p))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {c: n['id'] for n in d['nodes'] for c in n.get('children', [])}
    cache = {}
    def stack(i):
        if i not in cache:
            out, j = [], i
            while j is not None:
                out.append(nodes[j]['callFrame']['functionName'] or '(anonymous)')
                j = parent.get(j)
            cache[i] = out
        return cache[i]
    for s in d['samples']:
        yield stack(s), 1

# --- minimal protobuf reader for pprof profile.proto ---
def _varint(b, i):
    v = sh = 0
    while True:
        c = b[i]; i += 1
        v |= (c & 0x7f) << sh; sh += 7
        if not c & 0x80:
            return v, i

def _msg(b):
    i = 0
    while i < len(b):
        key, i = _varint(b, i)
        wt, fn = key & 7, key >> 3
        if wt == 0:
            v, i = _varint(b, i)
        elif wt == 2:
            n, i = _varint(b, i); v = b[i:i + n]; i += n
        elif wt == 1:
            v = b[i:i + 8]; i += 8
        elif wt == 5:
            v = b[i:i + 4]; i += 4
        else:
            raise ValueError('wire type %d' % wt)
        yield fn, wt, v

def _packed(wt, v):
    if wt == 0:
        return [v]
    out, i = [], 0
    while i < len(v):
        x, i = _varint(v, i); out.append(x)
    return out

def pprof(p):
    b = gzip.open(p).read()
    samples, locs, funcs, strings = [], {}, {}, []
    for fn, wt, v in _msg(b):
        if fn == 2:
            ids, vals = [], []
            for f2, w2, v2 in _msg(v):
                if f2 == 1: ids += _packed(w2, v2)
                elif f2 == 2: vals += _packed(w2, v2)
            samples.append((ids, vals))
        elif fn == 4:
            lid, fids = 0, []
            for f2, w2, v2 in _msg(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    fids.append(dict((a, c) for a, _, c in _msg(v2) if a == 1).get(1, 0))
            locs[lid] = fids
        elif fn == 5:
            d = {a: c for a, _, c in _msg(v)}
            funcs[d.get(1, 0)] = d.get(2, 0)
        elif fn == 6:
            strings.append(v.decode())
    for ids, vals in samples:
        yield [strings[funcs[f]] for l in ids for f in locs.get(l, [])], vals[0]

READERS = [('.perf.txt', perf_txt), ('.raw.txt', raw_txt), ('.speedscope.json', speedscope),
           ('.cpuprofile', cpuprofile), ('.pb.gz', pprof)]

def main():
    a = sys.argv[1:]
    md = a and a[0] == '--md'
    if md: a = a[1:]
    k = a.index('--')
    rxs, files = a[:k], a[k + 1:]
    crs = [re.compile(r) for r in rxs]
    if md:
        print('| run | samples | ' + ' | '.join('`%s`' % r for r in rxs) + ' |')
        print('|---|---|' + '---|' * len(rxs))
    else:
        print('file\tsamples\t' + '\t'.join(rxs))
    for p in files:
        rd = next(f for e, f in READERS if e in os.path.basename(p))
        tot, hit, cnt = 0, [0] * len(crs), 0
        for st, n in rd(p):
            tot += n
            cnt += 1
            for j, r in enumerate(crs):
                if any(r.search(f) for f in st):
                    hit[j] += n
        # speedscope weights are seconds: report the number of stack samples and the weighted share
        samples = '%d' % tot if isinstance(tot, int) else '%d (weight %.2f s)' % (cnt, tot)
        pc = ['%.1f%%' % (100.0 * h / max(tot, 1)) for h in hit]
        if md:
            run = '%s %s' % (os.path.basename(os.path.dirname(os.path.abspath(p))), re.sub(r'^run-(\d+).*', r'\1', os.path.basename(p)))
            print('| %s | %s | %s |' % (run, samples, ' | '.join(pc)))
        else:
            print('%s\t%s\t%s' % (p, samples, '\t'.join('%g = %s' % (round(h, 3), q) for h, q in zip(hit, pc))))

main()
