#!/usr/bin/env python3
"""measure.py -g NAME=REGEX [-g NAME=REGEX ...] FILE [FILE ...]  (written for the s44b cases)

For each profile file: number of samples and, per group, the inclusive share of samples whose
stack contains at least one frame matching REGEX (Python re.search on a single frame name).

Formats by file name:
  *.perf.txt[.gz]   perf script text (frame = symbol without +0xOFF)
  *.pyspy.folded    py-spy --format raw (collapsed stacks 'a;b;c N')
  *.cpuprofile      node --cpu-prof (frame = callFrame.functionName or '(anonymous)'; each samples[] entry = 1)
  *.json            samply profile with <stem>.syms.json sidecar (frame = symbol + inlined function names)
  *.jfr[.gz]        JFR; jdk.ExecutionSample via `jfr print --json` (frame = Class.method)
"""
import sys, re, gzip, json, os, bisect, subprocess, tempfile


def perf_stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    stack, insample = [], False
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                if insample:
                    yield 1, stack
                stack, insample = [], False
                continue
            if not line[0].isspace():
                if insample:
                    yield 1, stack
                stack, insample = [], True
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = re.sub(r' \([^()]*\)$', '', parts[1])
            sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)
            stack.append(sym)
    if insample:
        yield 1, stack


def folded_stacks(path):
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            if not line:
                continue
            stk, _, n = line.rpartition(' ')
            yield int(n), stk.split(';')


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
        s = []
        j = i
        while j is not None:
            s.append(nodes[j]['callFrame']['functionName'] or '(anonymous)')
            j = parent.get(j)
        cache[i] = s
        return s
    for sid in d['samples']:
        yield 1, stack(sid)


def samply_stacks(path):
    d = json.load(open(path))
    syms = json.load(open(path[:-len('.json')] + '.syms.json'))
    st = syms['string_table']
    libtab = {}
    for lib in syms['data']:
        tab = sorted(lib['symbol_table'], key=lambda e: e['rva'])
        libtab[lib['debug_name']] = ([e['rva'] for e in tab], tab)
    libs = d['libs']
    for t in d['threads']:
        sa = t['stringArray']
        ft, fn, rt, stt = t['frameTable'], t['funcTable'], t['resourceTable'], t['stackTable']
        fcache = {}
        def frame_names(fi):
            if fi in fcache:
                return fcache[fi]
            func = ft['func'][fi]
            res = fn['resource'][func]
            names = []
            addr = ft['address'][fi]
            if res is not None and res >= 0 and rt['lib'][res] is not None and addr is not None and addr >= 0:
                lib = libs[rt['lib'][res]]['debugName']
                if lib in libtab:
                    rvas, tab = libtab[lib]
                    k = bisect.bisect_right(rvas, addr) - 1
                    if k >= 0 and addr < tab[k]['rva'] + max(tab[k]['size'], 1):
                        e = tab[k]
                        names.append(st[e['symbol']])
                        for fr in e.get('frames', []) or []:
                            names.append(st[fr['function']])
            if not names:
                names.append(sa[fn['name'][func]])
            fcache[fi] = names
            return names
        scache = {}
        def stack(si):
            if si in scache:
                return scache[si]
            out = []
            j = si
            while j is not None:
                out.extend(frame_names(stt['frame'][j]))
                j = stt['prefix'][j]
            scache[si] = out
            return out
        s = t['samples']
        w = s.get('weight') or [1] * s['length']
        for si, wi in zip(s['stack'], w):
            if si is None:
                continue
            yield (wi or 1), stack(si)


def jfr_stacks(path):
    src = path
    if path.endswith('.gz'):
        tmp = tempfile.NamedTemporaryFile(suffix='.jfr', delete=False)
        with gzip.open(path, 'rb') as f:
            tmp.write(f.read())
        tmp.close()
        src = tmp.name
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '256', '--events', 'jdk.ExecutionSample', src],
                         capture_output=True, text=True, check=True).stdout
    if src != path:
        os.unlink(src)
    d = json.loads(out)
    for ev in d['recording']['events']:
        frames = ev['values']['stackTrace']['frames'] if ev['values'].get('stackTrace') else []
        yield 1, [f['method']['type']['name'] + '.' + f['method']['name'] for f in frames]


def stacks(path):
    if '.perf.txt' in path:
        return perf_stacks(path)
    if path.endswith('.folded'):
        return folded_stacks(path)
    if path.endswith('.cpuprofile'):
        return cpuprofile_stacks(path)
    if path.endswith('.jfr') or path.endswith('.jfr.gz'):
        return jfr_stacks(path)
    if path.endswith('.json'):
        return samply_stacks(path)
    raise SystemExit('unknown format: ' + path)


def main():
    args = sys.argv[1:]
    groups = []
    while args and args[0] == '-g':
        name, _, rx = args[1].partition('=')
        groups.append((name, re.compile(rx)))
        args = args[2:]
    files = [a for a in args if not a.endswith('.syms.json')]
    print('file\tsamples\t' + '\t'.join(n for n, _ in groups))
    for p in files:
        tot = 0
        hits = [0] * len(groups)
        for n, stk in stacks(p):
            tot += n
            for gi, (_, rx) in enumerate(groups):
                if any(rx.search(fr) for fr in stk):
                    hits[gi] += n
        print(os.path.relpath(p) + '\t' + str(tot) + '\t' +
              '\t'.join('%.1f%%' % (100.0 * h / tot if tot else 0) for h in hits))


if __name__ == '__main__':
    main()
