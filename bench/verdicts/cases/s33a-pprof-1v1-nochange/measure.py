#!/usr/bin/env python3
"""Per-run sample totals and share of samples with a culprit frame on the stack.
usage: analyze.py REGEX FILE...   (formats chosen by file extension)
  .folded / .raw.txt            folded stacks "a;b;c N"
  .perf.txt[.gz]                perf script text, each sample counted once
  .cpuprofile                   node --cpu-prof JSON (samples + node parent chain)
  .pb.gz                        go tool pprof -traces
"""
import sys, re, json, gzip, subprocess

def folded_lines(text):
    for l in text.split('\n'):
        if not l.strip(): continue
        s, c = l.rsplit(' ', 1)          # py-spy can emit an empty stack: " 2"
        yield (s.split(';') if s.strip() else []), int(c)

def stacks(path):
    if path.endswith('.folded') or path.endswith('.raw.txt'):
        yield from folded_lines(open(path).read())
    elif '.perf.txt' in path:
        # own parser: one sample = header line + indented frame lines, blank line between samples
        text = (gzip.open(path) if path.endswith('.gz') else open(path, 'rb')).read().decode('utf-8', 'replace')
        for block in text.split('\n\n'):
            lines = [l for l in block.split('\n') if l.strip()]
            if not lines: continue
            fr = []
            for l in lines[1:]:
                l = l.strip()
                body = l.split(' ', 1)[1] if ' ' in l else l
                if ' (' in body: body = body[:body.rindex(' (')]
                body = re.sub(r'\+0x[0-9a-f]+$', '', body)
                fr.append(body)
            yield fr[::-1], 1
    elif path.endswith('.cpuprofile'):
        p = json.load(open(path))
        nodes = {n['id']: n for n in p['nodes']}
        parent = {}
        for n in p['nodes']:
            for c in n.get('children', []): parent[c] = n['id']
        cache = {}
        def chain(i):
            if i not in cache:
                fr = []; j = i
                while j is not None:
                    fr.append(nodes[j]['callFrame']['functionName'] or '(anonymous)'); j = parent.get(j)
                cache[i] = fr[::-1]
            return cache[i]
        counts = {}
        for s in p['samples']: counts[s] = counts.get(s, 0) + 1
        for i, c in counts.items(): yield chain(i), c
    elif path.endswith('.pb.gz') or path.endswith('.pprof'):
        out = subprocess.run(['go', 'tool', 'pprof', '-traces', path], capture_output=True, check=True, text=True).stdout
        for block in out.split('-----------+-------------------------------------------------------')[1:]:
            lines = [l for l in block.splitlines() if l.strip()]
            if not lines: continue
            first = lines[0].split()
            val = first[0]; fr = [first[1]] + [l.split()[0] for l in lines[1:]]
            ms = float(val.rstrip('ms').rstrip('s')) * (1 if val.endswith('ms') else 1000)
            yield fr[::-1], int(round(ms / 10))  # 100 Hz -> 10ms per sample
    else:
        raise SystemExit('unknown format ' + path)

rx = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    tot = hit = 0
    for fr, c in stacks(path):
        tot += c
        if any(rx.match(f) for f in fr): hit += c
    print(f'{path}\tsamples={tot}\tculprit={hit}\tshare={100*hit/max(tot,1):.1f}%')
