#!/usr/bin/env python3
"""Inclusive share of named frame groups per profile file (independent helper, not part of flamediff).

usage: measure.py [--expected expected.json] LABEL=REGEX [LABEL=REGEX ...] FILE [FILE ...]
(--expected adds a group "culprit_union": any frame matching any regex of expected.json "culprit")

A sample counts toward a group if ANY frame in its stack matches the group's regex
(Python re.search on the bare frame name, i.e. without file/dso). Shares are of all
samples in the file (weighted by sample count/weight). Supported inputs:
  *.perf.txt[.gz]      perf script -F comm,pid,tid,time,event,ip,sym,dso
  *.pyspy.folded       py-spy --format raw (folded), frame "func (file:line)" -> func
  *.speedscope.json    py-spy --format speedscope (all thread profiles summed)
  *.pprof              Go pprof protobuf (sample value index 0 = count; inlined frames included)
  *.cpuprofile         V8 / Node --cpu-prof (all samples, incl. (idle)/(program)/(garbage collector))
  *.json + *.syms.json samply processed profile, symbolicated with the sidecar (outer symbol only)
"""
import bisect, gzip, json, os, re, sys


def perf_stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        stack = None
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                if stack is not None:
                    yield stack, 1
                stack = None
                continue
            if not line.startswith((' ', '\t')):
                stack = []
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = parts[1]
            m = re.match(r'(.*) \((.*)\)$', sym)
            if m:
                sym = m.group(1)
            sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
            stack.append(sym)
        if stack is not None:
            yield stack, 1


def folded_stacks(path):
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            if not line:
                continue
            st, n = line.rsplit(' ', 1)
            frames = [re.sub(r' \([^()]*\)$', '', fr) for fr in st.split(';')]
            yield frames, int(n)


def speedscope_stacks(path):
    d = json.load(open(path))
    frames = d['shared']['frames']
    for p in d['profiles']:
        if p['type'] == 'sampled':
            # py-spy writes one sample per tick with weight = 1/rate seconds; count samples
            for s in p['samples']:
                yield [frames[i]['name'] for i in s], 1
        else:
            raise SystemExit('evented speedscope not supported')


def pb_fields(buf):
    i, n = 0, len(buf)
    while i < n:
        key = 0; shift = 0
        while True:
            b = buf[i]; i += 1; key |= (b & 0x7f) << shift; shift += 7
            if b < 0x80: break
        fn, wt = key >> 3, key & 7
        if wt == 0:
            v = 0; shift = 0
            while True:
                b = buf[i]; i += 1; v |= (b & 0x7f) << shift; shift += 7
                if b < 0x80: break
            yield fn, wt, v
        elif wt == 2:
            ln = 0; shift = 0
            while True:
                b = buf[i]; i += 1; ln |= (b & 0x7f) << shift; shift += 7
                if b < 0x80: break
            yield fn, wt, buf[i:i + ln]; i += ln
        elif wt == 1:
            yield fn, wt, int.from_bytes(buf[i:i + 8], 'little'); i += 8
        elif wt == 5:
            yield fn, wt, int.from_bytes(buf[i:i + 4], 'little'); i += 4
        else:
            raise ValueError('wire type %d' % wt)


def varints(buf):
    out = []; v = 0; shift = 0
    for b in buf:
        v |= (b & 0x7f) << shift; shift += 7
        if b < 0x80:
            out.append(v); v = 0; shift = 0
    return out


def pprof_stacks(path):
    raw = open(path, 'rb').read()
    if raw[:2] == b'\x1f\x8b':
        raw = gzip.decompress(raw)
    strings, samples, locs, funcs = [], [], {}, {}
    for fn, wt, v in pb_fields(raw):
        if fn == 6: strings.append(v.decode('utf-8', 'replace'))
        elif fn == 2:
            lids, vals = [], []
            for f2, w2, v2 in pb_fields(v):
                if f2 == 1: lids += varints(v2) if w2 == 2 else [v2]
                elif f2 == 2: vals += varints(v2) if w2 == 2 else [v2]
            samples.append((lids, vals))
        elif fn == 4:
            lid, lines = 0, []
            for f2, w2, v2 in pb_fields(v):
                if f2 == 1: lid = v2
                elif f2 == 4:
                    fid = 0
                    for f3, w3, v3 in pb_fields(v2):
                        if f3 == 1: fid = v3
                    lines.append(fid)
            locs[lid] = lines
        elif fn == 5:
            fid, name = 0, 0
            for f2, w2, v2 in pb_fields(v):
                if f2 == 1: fid = v2
                elif f2 == 2: name = v2
            funcs[fid] = name
    for lids, vals in samples:
        frames = []
        for lid in lids:
            for fid in locs.get(lid, []):
                frames.append(strings[funcs[fid]])
        yield frames, vals[0]


def cpuprofile_stacks(path):
    d = json.load(open(path))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []):
            parent[c] = n['id']
    cache = {}
    for sid in d['samples']:
        if sid not in cache:
            fr, x = [], sid
            while x is not None:
                cf = nodes[x]['callFrame']
                fr.append(cf['functionName'] or '(anonymous)')
                x = parent.get(x)
            cache[sid] = fr
        yield cache[sid], 1


def samply_stacks(path):
    p = json.load(open(path))
    syms_path = re.sub(r'\.json(\.gz)?$', '.syms.json', path)
    tables = {}
    if os.path.exists(syms_path):
        s = json.load(open(syms_path))
        st = s['string_table']
        for dd in s['data']:
            ents = sorted((e['rva'], e['size'], st[e['symbol']]) for e in dd['symbol_table'])
            tables[dd['debug_name']] = ([e[0] for e in ents], ents)
    libs = p['libs']
    for t in p['threads']:
        sa = t['samples']
        if not sa['length']:
            continue
        strs = t['stringArray']; ft = t['frameTable']; fu = t['funcTable']; rt = t['resourceTable']; stt = t['stackTable']
        fname = []
        for i in range(ft['length']):
            fi = ft['func'][i]; res = fu['resource'][fi]; addr = ft['address'][i]
            name = strs[fu['name'][fi]]
            if res is not None and res >= 0 and addr is not None and addr >= 0:
                lib = libs[rt['lib'][res]]
                tb = tables.get(lib.get('debugName'))
                if tb:
                    k = bisect.bisect_right(tb[0], addr) - 1
                    if k >= 0 and addr < tb[1][k][0] + max(tb[1][k][1], 1):
                        name = tb[1][k][2]
            fname.append(name)
        cache = {}
        weights = sa.get('weight') or [1] * sa['length']
        for si, w in zip(sa['stack'], weights):
            if si is None:
                continue
            if si not in cache:
                fr, x = [], si
                while x is not None:
                    fr.append(fname[stt['frame'][x]]); x = stt['prefix'][x]
                cache[si] = fr
            yield cache[si], w if w is not None else 1


def stacks(path):
    if '.perf.txt' in path: return perf_stacks(path)
    if path.endswith('.folded'): return folded_stacks(path)
    if path.endswith('.speedscope.json'): return speedscope_stacks(path)
    if path.endswith('.pprof'): return pprof_stacks(path)
    if path.endswith('.cpuprofile'): return cpuprofile_stacks(path)
    if path.endswith('.json') or path.endswith('.json.gz'): return samply_stacks(path)
    raise SystemExit('unknown format: ' + path)


def main():
    groups, files = [], []
    args = sys.argv[1:]
    if args[:1] == ['--expected']:
        cul = json.load(open(args[1])).get('culprit') or []
        if cul:
            groups.append(('culprit_union', re.compile('|'.join('(?:%s)' % c for c in cul))))
        args = args[2:]
    for a in args:
        if '=' in a and not os.path.exists(a):
            k, v = a.split('=', 1); groups.append((k, re.compile(v)))
        else:
            files.append(a)
    print('file\tsamples\t' + '\t'.join(k for k, _ in groups))
    for path in files:
        tot = 0; hit = [0] * len(groups)
        for fr, w in stacks(path):
            tot += w
            for gi, (_, rx) in enumerate(groups):
                if any(rx.search(x) for x in fr):
                    hit[gi] += w
        print('%s\t%d\t%s' % (path, tot, '\t'.join('%.1f%%' % (100.0 * h / tot if tot else 0) for h in hit)))


if __name__ == '__main__':
    main()
