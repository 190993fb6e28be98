#!/usr/bin/env python3
"""share.py FORMAT REGEX[,REGEX...] FILE... : per file, number of samples and the inclusive
share (% of samples whose stack contains at least one frame matching any regex).
Independent helper written for this case; FORMAT is one of
  folded (py-spy raw / collapsed: 'a;b;c N'), perf (perf script text),
  pprof (Go profile, read through `go tool pprof -traces`), cpuprofile (Node JSON),
  jfr (through `jfr print --json --stack-depth 256 --events jdk.ExecutionSample`).
Several regex groups may be given separated by '|||' to get several columns."""
import sys, re, json, gzip, subprocess, collections

def opentext(p):
    return gzip.open(p, 'rt', errors='replace') if p.endswith('.gz') else open(p, errors='replace')

def stacks_folded(p):
    for line in opentext(p):
        line = line.rstrip('\n')
        if not line: continue
        st, _, n = line.rpartition(' ')
        yield st.split(';'), int(n)

def stacks_perf(p):
    frames = []; inblock = False
    for line in opentext(p):
        if not line.strip():
            if inblock: yield frames, 1
            frames = []; inblock = False; continue
        if line[0] not in ' \t':
            inblock = True; frames = []; continue
        parts = line.strip().split(None, 1)
        sym = parts[1] if len(parts) > 1 else '[unknown]'
        sym = re.sub(r'\+0x[0-9a-f]+ ', ' ', sym)
        frames.append(sym)
    if inblock: yield frames, 1

def stacks_pprof(p):
    go = '/usr/lib/go-1.19/bin/go'
    out = subprocess.run([go, 'tool', 'pprof', '-traces', p], capture_output=True, text=True).stdout
    cur = None; n = 0
    for line in out.splitlines():
        if line.startswith('-----------+'):
            if cur is not None: yield cur, n
            cur = None; continue
        m = re.match(r'^\s+(\d+(?:\.\d+)?)(ms|s|us)\s+(.*)$', line)
        if m and cur is None:
            v = float(m.group(1)) * {'ms': 1, 's': 1000, 'us': 0.001}[m.group(2)]
            n = round(v / 10); cur = [m.group(3).strip()]; continue
        if cur is not None and line.strip():
            cur.append(line.strip())
    if cur is not None: yield cur, n

def stacks_cpuprofile(p):
    d = json.load(opentext(p))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []): parent[c] = n['id']
    cache = {}
    def path(i):
        if i in cache: return cache[i]
        fr = []; j = i
        while j is not None:
            cf = nodes[j]['callFrame']
            fr.append((cf['functionName'] or '(anonymous)') + ' (' + cf['url'].rsplit('/', 1)[-1] + ')')
            j = parent.get(j)
        cache[i] = fr; return fr
    cnt = collections.Counter(d['samples'])
    for i, c in cnt.items(): yield path(i), c

def stacks_jfr(p):
    src = p
    if p.endswith('.gz'):
        import tempfile
        fd, src = tempfile.mkstemp(suffix='.jfr')
        with gzip.open(p, 'rb') as f, open(fd, 'wb') as g: g.write(f.read())
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '256', '--events', 'jdk.ExecutionSample', src],
                         capture_output=True, text=True).stdout
    if src != p: import os; os.unlink(src)
    d = json.loads(out)
    for ev in d['recording']['events']:
        st = ev['values'].get('stackTrace') or {}
        fr = []
        for f in st.get('frames', []):
            m = f['method']; fr.append(m['type']['name'] + '.' + m['name'])
        yield fr, 1

def main():
    fmt, groups, files = sys.argv[1], sys.argv[2].split('|||'), sys.argv[3:]
    rx = [[re.compile(r) for r in g.split(',,')] for g in groups]
    gen = globals()['stacks_' + fmt]
    print('file\tsamples\t' + '\t'.join(groups))
    for f in files:
        tot = 0; hit = [0] * len(rx)
        for fr, n in gen(f):
            tot += n
            for k, rs in enumerate(rx):
                if any(r.search(x) for x in fr for r in rs): hit[k] += n
        print(f + '\t' + str(tot) + '\t' + '\t'.join('%.1f%%' % (100.0 * h / tot if tot else 0) for h in hit))
main()
