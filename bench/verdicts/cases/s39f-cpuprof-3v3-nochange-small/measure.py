#!/usr/bin/env python3
"""Independent measurement of node --cpu-prof files: per run, total samples and
inclusive share (% of samples whose stack contains the function) of our functions."""
import json, sys, os, glob, gzip
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["fillSamples", "smoothPasses", "checksum", "rng", "(garbage collector)", "(program)", "(idle)"]

def load(p):
    op = gzip.open if p.endswith('.gz') else open
    with op(p, 'rt') as f:
        return json.load(f)

def measure(p):
    prof = load(p)
    nodes = {n['id']: n for n in prof['nodes']}
    parent = {}
    for n in prof['nodes']:
        for c in n.get('children', []):
            parent[c] = n['id']
    # names on path root..node
    cache = {}
    def path(nid):
        if nid in cache: return cache[nid]
        names = set(); x = nid
        while x is not None:
            names.add(nodes[x]['callFrame']['functionName']); x = parent.get(x)
        cache[nid] = names; return names
    counts = {f: 0 for f in FUNCS}
    samples = prof['samples']
    for s in samples:
        names = path(s)
        for f in FUNCS:
            if f in names: counts[f] += 1
    dur_s = (prof['endTime'] - prof['startTime']) / 1e6
    return len(samples), dur_s, counts

def main():
    print(f"{'run':<22}{'samples':>8}{'dur_s':>7} " + " ".join(f"{f[:14]:>14}" for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(HERE, side, "run-*.cpuprofile*"))):
            n, d, c = measure(p)
            print(f"{side+'/'+os.path.basename(p):<22}{n:>8}{d:>7.2f} " +
                  " ".join(f"{100*c[f]/n:>13.1f}%" for f in FUNCS))
main()
