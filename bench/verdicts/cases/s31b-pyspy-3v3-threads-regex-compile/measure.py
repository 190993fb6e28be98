#!/usr/bin/env python3
"""Own measurement: per profile file, total samples and share of samples whose
stack contains at least one frame whose name matches a regex (anchored at start).
Usage: measure.py REGEX [REGEX...] -- FILE [FILE...]
Formats: py-spy raw (.raw.txt, folded), speedscope (.speedscope.json),
node (.cpuprofile), JFR (.jfr, via `jfr print --json`)."""
import sys, re, json, subprocess, gzip, collections

def stacks_folded(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line: continue
            st, _, n = line.rpartition(' ')
            yield st.split(';'), int(n)

def stacks_speedscope(path):
    d = json.load(open(path))
    frames = d['shared']['frames']
    for p in d['profiles']:
        if p['type'] == 'sampled':
            # py-spy writes weights in seconds (1/rate each); count samples instead
            for s in p['samples']:
                yield [frames[i]['name'] for i in s], 1
        else:
            raise SystemExit('evented speedscope not handled')

def stacks_cpuprofile(path):
    d = json.load(open(path))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []): parent[c] = n['id']
    cache = {}
    def stack(i):
        if i in cache: return cache[i]
        out = []
        j = i
        while j is not None:
            cf = nodes[j]['callFrame']
            out.append(cf['functionName'] or '(anonymous)')
            j = parent.get(j)
        cache[i] = out[::-1]
        return cache[i]
    cnt = collections.Counter(d['samples'])
    for i, n in cnt.items():
        yield stack(i), n

def stacks_jfr(path):
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '256', '--events',
                          'jdk.ExecutionSample', path], capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    for ev in d['recording']['events']:
        fr = ev['values']['stackTrace']['frames']
        names = [f['method']['type']['name'].replace('/', '.') + '.' + f['method']['name'] for f in fr]
        yield names[::-1], 1

def load(path):
    if path.endswith('.speedscope.json'): return stacks_speedscope(path)
    if path.endswith('.cpuprofile'): return stacks_cpuprofile(path)
    if path.endswith('.jfr'): return stacks_jfr(path)
    return stacks_folded(path)

def main():
    a = sys.argv[1:]
    k = a.index('--')
    regs = [re.compile(r) for r in a[:k]]
    print('%-40s %8s ' % ('file', 'samples') + ' '.join('%14s' % r.pattern[:14] for r in regs))
    for path in a[k+1:]:
        tot = 0; hit = [0]*len(regs)
        for st, n in load(path):
            tot += n
            for i, r in enumerate(regs):
                if any(r.match(f) for f in st): hit[i] += n
        print('%-40s %8d ' % (path[-40:], tot) + ' '.join('%13.1f%%' % (100.0*h/max(tot,1)) for h in hit))
main()
