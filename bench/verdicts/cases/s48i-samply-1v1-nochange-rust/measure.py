#!/usr/bin/env python3
"""measure.py (copied from s22-samply-3v3/workload/share.py; sidecar name fallback added)
share.py [-self] [-thread REGEX] REGEX [REGEX ...] -- FILE [FILE ...]

Inclusive share of samples whose stack has a frame matching any REGEX (Python re.search),
per file and pooled over all files given. Each sample counts 1 (weights/durations ignored).
-self: only the leaf frame is tested. -thread REGEX: only samples of threads whose name matches.

Formats (by file name):
  *.perf.txt[.gz]      perf script text; frame = symbol without '+0xOFF' and ' (dso)'; thread = comm
  *.raw.txt            py-spy raw (collapsed 'a;b;c N'); thread = first frame when --threads
  *.speedscope.json    py-spy speedscope; frame = 'name (file:line)'; thread = profile name
  *.cpuprofile         V8 CPU profile (node --cpu-prof); frame = callFrame.functionName
                       ('(anonymous)' when empty), samples[] counted 1 each
  *.json[.gz]          samply (Firefox processed profile) + sidecar <name>.json.syms.json;
                       addresses resolved to symbols via the sidecar's symbol tables
  *.pprof              go tool pprof -traces -sample_index=samples; frame = function name
"""
import sys, re, gzip, json, os, subprocess, bisect


def perf_stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    stack, comm, insample = [], '', False
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                if insample:
                    yield 1, stack, comm
                stack, insample = [], False
                continue
            if not line[0].isspace():
                if insample:
                    yield 1, stack, comm
                stack, insample = [], True
                m = re.match(r'^(.*?)\s+\d+(/\d+)?\s+(\[\d+\]\s+)?[\d.]+:', line)
                comm = m.group(1).strip() if m else line.split()[0]
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = re.sub(r' \([^()]*\)$', '', parts[1])
            sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
            stack.append(sym)
    if insample:
        yield 1, stack, comm


def raw_stacks(path):
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            if not line:
                continue
            stk, _, n = line.rpartition(' ')
            fr = stk.split(';')
            yield int(n), fr[::-1], fr[0] if fr and fr[0].startswith('thread (') else ''


def speedscope_stacks(path):
    d = json.load(open(path))
    names = []
    for f in d['shared']['frames']:
        n = f.get('name', '')
        if f.get('file') is not None:
            n = '%s (%s:%s)' % (n, f.get('file'), f.get('line'))
        names.append(n)
    for p in d['profiles']:
        for s in p.get('samples', []):
            yield 1, [names[i] for i in s][::-1], p.get('name', '')


def cpuprofile_stacks(path):
    d = json.load(open(path))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []):
            parent[c] = n['id']
    cache = {}
    def stack(i):
        if i in cache:
            return cache[i]
        out, j = [], i
        while j is not None:
            out.append(nodes[j]['callFrame']['functionName'] or '(anonymous)')
            j = parent.get(j)
        cache[i] = out
        return out
    for s in d['samples']:
        yield 1, stack(s), 'main'


def samply_stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    d = json.load(op(path, 'rt'))
    base = path[:-3] if path.endswith('.gz') else path
    sc = base + '.syms.json'
    if not os.path.exists(sc):
        sc = base[:-5] + '.syms.json'  # samply names it run-N.syms.json
    syms = json.load(open(sc))
    st = syms['string_table']
    tables = {}
    for lib in syms['data']:
        rows = sorted((e['rva'], e['rva'] + e['size'], st[e['symbol']]) for e in lib['symbol_table'])
        tables[lib['code_id']] = ([r[0] for r in rows], rows)
    libs = d['libs']
    for th in d['threads']:
        strs = th['stringArray']
        ft, fu, rt, sk = th['frameTable'], th['funcTable'], th['resourceTable'], th['stackTable']
        def fname(fi):
            func = ft['func'][fi]
            addr = ft['address'][fi]
            res = fu['resource'][func]
            if res is not None and res >= 0 and addr is not None and addr >= 0:
                lib = libs[rt['lib'][res]]
                t = tables.get(lib.get('codeId'))
                if t:
                    k = bisect.bisect_right(t[0], addr) - 1
                    if k >= 0 and t[1][k][0] <= addr < t[1][k][1]:
                        return t[1][k][2]
            return strs[fu['name'][func]]
        cache = {}
        def stack(i):
            if i in cache:
                return cache[i]
            out, j = [], i
            while j is not None:
                out.append(fname(sk['frame'][j]))
                j = sk['prefix'][j]
            cache[i] = out
            return out
        for s in th['samples']['stack']:
            if s is None:
                continue
            yield 1, stack(s), th.get('name', '')


def pprof_stacks(path):
    out = subprocess.run(['go', 'tool', 'pprof', '-traces', '-sample_index=samples', path],
                         capture_output=True, text=True, check=True).stdout
    stack, w, inb = [], None, False
    for line in out.splitlines():
        if line.startswith('-----------+'):
            if inb and stack:
                yield w, stack, ''
            stack, inb, w = [], True, None
            continue
        if not inb or not line.strip():
            continue
        s = line.strip()
        if w is None:
            parts = s.split(None, 1)
            w = int(parts[0]); s = parts[1] if len(parts) > 1 else ''
        s = re.sub(r' \(inline\)$', '', s)
        if s:
            stack.append(s)
    if inb and stack:
        yield w, stack, ''


def stacks(p):
    if '.perf.txt' in p:
        return perf_stacks(p)
    if p.endswith('.raw.txt'):
        return raw_stacks(p)
    if p.endswith('.speedscope.json'):
        return speedscope_stacks(p)
    if p.endswith('.cpuprofile'):
        return cpuprofile_stacks(p)
    if p.endswith('.pprof'):
        return pprof_stacks(p)
    return samply_stacks(p)


def main(a):
    self_only, thr = False, None
    while a and a[0] in ('-self', '-thread'):
        if a[0] == '-self':
            self_only = True; a = a[1:]
        else:
            thr = re.compile(a[1]); a = a[2:]
    i = a.index('--')
    pats = [re.compile(x) for x in a[:i]]
    files = a[i + 1:]
    TH = TT = 0
    for p in files:
        h = t = 0
        for w, st, tn in stacks(p):
            if thr and not thr.search(tn):
                continue
            t += w
            fr = st[:1] if self_only else st
            if any(r.search(x) for x in fr for r in pats):
                h += w
        TH += h; TT += t
        print('%-40s %6d / %6d = %5.1f%%' % (os.path.relpath(p), h, t, 100.0 * h / max(t, 1)))
    if len(files) > 1:
        print('%-40s %6d / %6d = %5.1f%%' % ('pooled', TH, TT, 100.0 * TH / max(TT, 1)))


if __name__ == '__main__':
    main(sys.argv[1:])
