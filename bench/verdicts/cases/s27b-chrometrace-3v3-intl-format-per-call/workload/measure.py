#!/usr/bin/env python3
"""Share of V8 CPU-profiler samples (from a Chrome trace's Profile/ProfileChunk events) whose
stack contains a function matching each given regex.

Usage: measure.py REGEX[,REGEX...] trace.json [trace.json ...]
Reports, per file, for the profile (pid/thread/id) with the most samples:
  total samples, non-idle samples (excluding (idle), (program), (garbage collector) leaves),
  and for each regex the share of all samples and of non-idle samples whose stack has a match.
"""
import gzip, json, re, sys
from collections import defaultdict


def load(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as f:
        data = json.load(f)
    return data['traceEvents'] if isinstance(data, dict) else data


def profiles(events):
    nodes = defaultdict(dict)      # key -> node id -> (name, parent)
    samples = defaultdict(list)    # key -> [node id]
    for ev in events:
        if ev.get('name') not in ('Profile', 'ProfileChunk'):
            continue
        key = (ev.get('pid'), ev.get('id'))
        data = (ev.get('args') or {}).get('data') or {}
        cp = data.get('cpuProfile') or {}
        for n in cp.get('nodes') or []:
            cf = n.get('callFrame') or {}
            nodes[key][n['id']] = (cf.get('functionName') or '(anonymous)', n.get('parent'), cf.get('url', ''))
        samples[key].extend(cp.get('samples') or [])
    return nodes, samples


def stack(nodes, nid):
    out = []
    while nid is not None and nid in nodes:
        name, parent, _ = nodes[nid]
        out.append(name)
        nid = parent
    return out


def main():
    pats = [re.compile(p) for p in sys.argv[1].split(',')]
    print('%-40s %7s %7s  %s' % ('file', 'samples', 'active', '  '.join('%-24s' % p.pattern for p in pats)))
    for path in sys.argv[2:]:
        nodes, samples = profiles(load(path))
        key = max(samples, key=lambda k: len(samples[k]))
        nd, ss = nodes[key], samples[key]
        cache = {}
        hits = [0] * len(pats)
        hits_active = [0] * len(pats)
        active = 0
        for s in ss:
            if s not in cache:
                st = stack(nd, s)
                leaf = st[0] if st else '(unknown)'
                idle = leaf in ('(idle)', '(program)', '(garbage collector)', '(root)')
                cache[s] = (idle, [any(p.search(f) for f in st) for p in pats])
            idle, m = cache[s]
            if not idle:
                active += 1
            for i, hit in enumerate(m):
                if hit:
                    hits[i] += 1
                    if not idle:
                        hits_active[i] += 1
        cells = ['%5.1f%% (%5.1f%% act)' % (100 * h / len(ss), 100 * ha / max(active, 1)) for h, ha in zip(hits, hits_active)]
        print('%-40s %7d %7d  %s' % (path.split('/cases/')[-1][-40:], len(ss), active, '  '.join('%-24s' % c for c in cells)))


if __name__ == '__main__':
    main()
