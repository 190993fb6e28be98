#!/usr/bin/env python3
"""Share of samples with a frame matching each regex on the stack, per profile file.

usage: shares.py REGEX[,REGEX...] FILE...
Formats: py-spy raw (.raw.txt, "frame;frame;... count"), py-spy speedscope
(.speedscope.json, sampled profiles; all threads pooled, weights counted as
samples), node --cpu-prof (.cpuprofile: samples -> node ids -> parent chain),
JFR (.jfr, via `jfr print --json --events jdk.ExecutionSample`).
Frame names compared: the function name (py-spy: text before " ("; cpuprofile:
callFrame.functionName; JFR: Class.method).  A regex matches if re.match (anchored
at the start of the name) succeeds.  Also prints the top frames by inclusive share.
"""
import json, re, subprocess, sys
from collections import Counter

def stacks_raw(path):
    for line in open(path):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        stack, _, n = line.rpartition(' ')
        frames = [f.split(' (')[0] for f in stack.split(';')] if stack else []
        yield frames, int(n)

def stacks_speedscope(path):
    d = json.load(open(path))
    names = [f['name'] for f in d['shared']['frames']]
    for p in d['profiles']:
        for s, w in zip(p['samples'], p['weights']):
            yield [names[i] for i in s], int(w) if p.get('unit') in (None, 'none') else 1

def stacks_cpuprofile(path):
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
        fr = []
        j = i
        while j is not None:
            fr.append(nodes[j]['callFrame']['functionName'] or '(anonymous)')
            j = parent.get(j)
        fr.reverse()
        cache[i] = fr
        return fr
    for s in d['samples']:
        yield stack(s), 1

def stacks_jfr(path):
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '64', '--events', 'jdk.ExecutionSample', path],
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    for ev in d['recording']['events']:
        st = ev['values']['stackTrace']
        if not st:
            yield ['(no stack)'], 1
            continue
        fr = []
        for f in st['frames']:
            m = f['method']
            cls = m['type']['name'].split('.')[-1]
            fr.append(f"{cls}.{m['name']}")
        fr.reverse()
        yield fr, 1

def load(path):
    if path.endswith('.cpuprofile'):
        return stacks_cpuprofile(path)
    if path.endswith('.speedscope.json'):
        return stacks_speedscope(path)
    if path.endswith('.jfr'):
        return stacks_jfr(path)
    return stacks_raw(path)

def main():
    pats = [re.compile(p) for p in sys.argv[1].split(',')]
    top = '--top' in sys.argv
    files = [a for a in sys.argv[2:] if a != '--top']
    for path in files:
        total = 0; hits = [0] * (len(pats) + 1); incl = Counter(); selfc = Counter()
        for frames, n in load(path):
            total += n
            any_hit = False
            for k, p in enumerate(pats):
                if any(p.match(f) for f in frames):
                    hits[k] += n; any_hit = True
            if any_hit:
                hits[-1] += n
            for f in set(frames):
                incl[f] += n
            if frames:
                selfc[frames[-1]] += n
        cols = ' '.join(f'{p.pattern}={100*h/total:5.1f}%' for p, h in zip(pats, hits))
        print(f'{path}: samples={total} {cols} any={100*hits[-1]/total:5.1f}%')
        if top:
            for f, n in incl.most_common(14):
                print(f'    incl {100*n/total:5.1f}%  self {100*selfc[f]/total:5.1f}%  {f}')
main()
