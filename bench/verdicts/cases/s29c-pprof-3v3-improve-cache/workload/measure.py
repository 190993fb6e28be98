#!/usr/bin/env python3
"""Count samples whose stack contains a frame matching REGEX. usage: share.py REGEX FILE..."""
import sys, re, json, gzip, subprocess
rx = re.compile(sys.argv[1])

def perf_txt(path):
    stacks, cur = [], None
    for line in open(path, errors='replace'):
        if not line.strip():
            if cur is not None: stacks.append((cur, 1)); cur = None
            continue
        if not line[0].isspace():
            cur = []
        elif cur is not None:
            parts = line.strip().split(None, 1)
            sym = parts[1] if len(parts) > 1 else parts[0]
            sym = re.sub(r'\+0x[0-9a-f]+ \(.*\)$', '', sym)
            sym = re.sub(r' \(.*\)$', '', sym)
            cur.append(sym)
    if cur is not None: stacks.append((cur, 1))
    return stacks

def speedscope(path):
    d = json.load(open(path)); frames = d['shared']['frames']; out = []
    for p in d['profiles']:
        for s, w in zip(p['samples'], p['weights']):
            out.append(([f"{frames[i]['name']} ({frames[i].get('file','')}:{frames[i].get('line','')})" for i in s], round(w * 100) if p.get('unit') == 'seconds' else w))  # py-spy -r 100: 0.01 s per sample
    return out

def cpuprofile(path):
    d = json.load(open(path)); nodes = {n['id']: n for n in d['nodes']}; parent = {}
    for n in d['nodes']:
        for c in n.get('children', []): parent[c] = n['id']
    cache, counts = {}, {}
    for s in d['samples']: counts[s] = counts.get(s, 0) + 1
    out = []
    for nid, c in counts.items():
        st, x = [], nid
        while x is not None:
            st.append(nodes[x]['callFrame']['functionName'] or '(anonymous)'); x = parent.get(x)
        out.append((st, c))
    return out

def pprof(path):
    txt = subprocess.run(['go', 'tool', 'pprof', '-traces', path], capture_output=True, text=True).stdout
    out = []
    for block in txt.split('-----------+-------------------------------------------------------'):
        lines = [l for l in block.split('\n') if l.strip()]
        st, val = [], None
        for l in lines:
            m = re.match(r'^\s+(\S+)\s+(\S.*)$', l)
            if m and re.match(r'^[\d.]+(ms|s|us|ns)$', m.group(1)):
                v = m.group(1); val = float(re.sub(r'[a-z]+$', '', v)) * {'s':1000,'ms':1,'us':1e-3,'ns':1e-6}[re.sub(r'[\d.]+','',v)]
                st.append(m.group(2).strip())
            elif val is not None and l.startswith(' '):
                st.append(l.strip())
        if val is not None: out.append((st, round(val / 10)))  # 10ms per sample at 100 Hz
    return out

for f in sys.argv[2:]:
    if f.endswith('.perf.txt'): st = perf_txt(f)
    elif f.endswith('.speedscope.json'): st = speedscope(f)
    elif f.endswith('.cpuprofile'): st = cpuprofile(f)
    else: st = pprof(f)
    tot = sum(w for _, w in st); hit = sum(w for s, w in st if any(rx.search(x) for x in s))
    print(f"{f}\t{tot}\t{hit}\t{100.0*hit/max(tot,1):.1f}%")
