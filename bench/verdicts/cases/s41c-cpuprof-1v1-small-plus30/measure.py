#!/usr/bin/env python3
"""Independent measurement: reads the V8 .cpuprofile JSON (nodes/samples/timeDeltas),
walks each sample's node up to the root and prints per run the sample count and the
inclusive share (% of samples whose stack contains the function) of the four workers."""
import glob, gzip, json, os, sys

FUNCS = ["hashBlock", "scoreTokens", "mixFloats", "countBits", "(garbage collector)", "(program)", "(idle)"]

def load(p):
    op = gzip.open if p.endswith('.gz') else open
    with op(p, 'rt') as f:
        return json.load(f)

def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    print("inclusive share % of samples")
    print("%-14s %7s %8s " % ("run", "samples", "time_ms") + " ".join("%12s" % f[:12] for f in FUNCS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(base, side, "run-*.cpuprofile*"))):
            prof = load(p)
            nodes = {n['id']: n for n in prof['nodes']}
            parent = {}
            for n in prof['nodes']:
                for c in n.get('children', []):
                    parent[c] = n['id']
            def stack(nid):
                names = set()
                while nid is not None:
                    names.add(nodes[nid]['callFrame']['functionName'])
                    nid = parent.get(nid)
                return names
            cache = {}
            counts = {f: 0 for f in FUNCS}
            samples = prof['samples']
            for s in samples:
                if s not in cache: cache[s] = stack(s)
                for f in FUNCS:
                    if f in cache[s]: counts[f] += 1
            tot = len(samples)
            ms = (prof['endTime'] - prof['startTime']) / 1000
            print("%-14s %7d %8.0f " % (side + "/" + os.path.basename(p).split('.')[0], tot, ms) +
                  " ".join("%12.1f" % (100.0 * counts[f] / tot) for f in FUNCS))

main()
