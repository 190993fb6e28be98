#!/usr/bin/env python3
"""Independent measurement for s38d-cpuprof-1v1-nochange-durations.

Reads node --cpu-prof files (.cpuprofile, optionally .gz), rebuilds each sample's
stack from the node tree (parent links), and prints per run: number of samples,
profile duration, and the inclusive share (% of samples whose stack contains the
function) of the main JS functions and of V8's pseudo-frames.
"""
import glob, gzip, json, os

FUNCS = ['main', 'step', 'parseRecord', 'hashRecord', 'renderRow', 'makeRecords',
         '(garbage collector)', '(program)', '(idle)']

def load(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as fh:
        return json.load(fh)

def main():
    base = os.path.dirname(os.path.abspath(__file__))
    print('%-14s %7s %7s ' % ('run', 'samples', 'secs') + ' '.join('%12s' % f[:12] for f in FUNCS))
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(base, side, 'run-*.cpuprofile*'))):
            prof = load(p)
            nodes = {n['id']: n for n in prof['nodes']}
            parent = {}
            for n in prof['nodes']:
                for c in n.get('children', []):
                    parent[c] = n['id']
            memo = {}
            def names(nid):
                if nid not in memo:
                    s = {nodes[nid]['callFrame']['functionName']}
                    if nid in parent:
                        s = s | names(parent[nid])
                    memo[nid] = frozenset(s)
                return memo[nid]
            tot, inc = 0, {f: 0 for f in FUNCS}
            for sid in prof['samples']:
                tot += 1
                s = names(sid)
                for f in FUNCS:
                    if f in s:
                        inc[f] += 1
            secs = (prof['endTime'] - prof['startTime']) / 1e6
            name = side + '/' + os.path.basename(p).split('.')[0]
            print('%-14s %7d %7.2f ' % (name, tot, secs) + ' '.join('%11.1f%%' % (100.0 * inc[f] / tot) for f in FUNCS))
    print('\nshares are inclusive: % of samples whose stack contains the function')

if __name__ == '__main__':
    main()
