#!/usr/bin/env python3
"""Inclusive share of samples per function, from folded stacks (stdin-able) or speedscope/cpuprofile files.
usage: measure.py FILE... -- REGEX...   (REGEX is matched with re.match against each frame name)"""
import sys, re, json, gzip, subprocess, collections
def folded_from(path):
    if path.endswith('.perf.txt') or path.endswith('.perf.txt.gz'):
        # own parser of `perf script` output: one sample per header line, weight 1 (sample count)
        txt = (gzip.open(path,'rt') if path.endswith('.gz') else open(path)).read()
        for block in txt.split('\n\n'):
            ls = [l for l in block.splitlines() if l.strip()]
            if not ls: continue
            st = []
            for l in ls[1:]:
                m = re.match(r'\s*[0-9a-f]+ (.+?)(\+0x[0-9a-f]+)? \((.*)\)$', l)
                if m: st.append(m.group(1))
            yield st[::-1], 1
    elif path.endswith('.speedscope.json'):
        d = json.load(open(path)); frames = d['shared']['frames']
        for p in d['profiles']:
            for s, w in zip(p['samples'], p['weights']):
                yield [frames[i]['name'] for i in s], 1  # count samples (py-spy weights are all equal)
    elif path.endswith('.cpuprofile'):
        d = json.load(open(path)); nodes = {n['id']: n for n in d['nodes']}; parent = {}
        for n in d['nodes']:
            for c in n.get('children', []): parent[c] = n['id']
        cnt = collections.Counter(d['samples'])
        for nid, c in cnt.items():
            st = []; x = nid
            while x is not None: st.append(nodes[x]['callFrame']['functionName'] or '(anonymous)'); x = parent.get(x)
            yield st[::-1], c
    elif path.endswith('.pb.gz') or path.endswith('.pprof'):
        out = subprocess.run(['go','tool','pprof','-raw',path], capture_output=True, check=True, text=True).stdout
        # parse "Samples:" section of -raw output
        lines = out.splitlines(); i = lines.index('Samples:') + 2 if 'Samples:' in lines else None
        locs = {}
        li = lines.index('Locations')
        for l in lines[li+1:]:
            m = re.match(r'\s*(\d+): 0x[0-9a-f]+ M=\d+ (\S+)', l)
            if m: locs[m.group(1)] = [m.group(2)]; last = m.group(1); continue
            m2 = re.match(r'\s+(\S+) \S+:\d+', l)
            if m2 and l.startswith('             '): locs[last].append(m2.group(1))
            if l.startswith('Mappings'): break
        for l in lines[i:li]:
            m = re.match(r'\s*(\d+)\s+(\d+):\s*(.*)', l)
            if not m: continue
            n = int(m.group(1)); st = []
            for lid in m.group(3).split():
                st.extend(locs.get(lid, ['?'+lid]))
            yield st[::-1], n
if '--' not in sys.argv: print(__doc__); sys.exit(1)
k = sys.argv.index('--'); files, regs = sys.argv[1:k], [re.compile(r) for r in sys.argv[k+1:]]
for f in files:
    tot = 0; hit = collections.Counter(); top = collections.Counter()
    for st, n in folded_from(f):
        tot += n
        for r in regs:
            if any(r.match(fr) for fr in st): hit[r.pattern] += n
        if st: top[st[-1]] += n
    print(f"{f}: samples={tot} " + " ".join(f"{p}={100*hit[p]/tot:.1f}%" for p in hit.keys() | {r.pattern for r in regs}))
    print("   top self:", ", ".join(f"{k} {100*v/tot:.1f}%" for k, v in top.most_common(5)))
