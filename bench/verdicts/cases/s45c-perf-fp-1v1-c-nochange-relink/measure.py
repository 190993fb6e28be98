#!/usr/bin/env python3
"""Per-run sample counts and inclusive shares (share of samples whose stack has a frame
matching the regex) for the profiles in before/ and after/ of this case.
Usage: measure.py [REGEX ...]   (default: the culprit regexes of expected.json, each and their union,
plus the extra regexes listed in EXTRA below)."""
import gzip, json, os, re, subprocess, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
EXTRA = [r'\brank_items\b', r'\bgenerate_lines\b', r'\bparse_item\b', r'\bsummarize\b', r'\bprocess_batch\b',
         r'\bfmt_sku\b', r'\brng_next\b']

def js_to_py(rx):
    return rx  # the regexes used here (\b, \(, ., |) mean the same in both

def stacks_perf(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        text = f.read()
    for block in text.split('\n\n'):
        lines = [l for l in block.split('\n') if l.strip()]
        if not lines:
            continue
        frames = []
        for l in lines[1:]:
            parts = l.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = parts[1].rsplit(' (', 1)[0]
            frames.append(sym)
        yield frames, 1

def stacks_folded(path):
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            if not line:
                continue
            stack, n = line.rsplit(' ', 1)
            yield stack.split(';'), int(n)

def stacks_speedscope(path):
    d = json.load(open(path))
    names = [fr['name'] for fr in d['shared']['frames']]
    for p in d['profiles']:
        for s, w in zip(p['samples'], p['weights']):
            yield [names[i] for i in s], w

def stacks_cpuprofile(path):
    d = json.load(open(path))
    nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []):
            parent[c] = n['id']
    cache = {}
    def stack(i):
        if i not in cache:
            fr = []
            j = i
            while j is not None:
                fr.append(nodes[j]['callFrame']['functionName'] or '(anonymous)')
                j = parent.get(j)
            cache[i] = fr[::-1]
        return cache[i]
    for s, c in Counter(d['samples']).items():
        yield stack(s), c

def stacks_pprof(path):
    out = subprocess.run(['go', 'tool', 'pprof', '-traces', path], capture_output=True, text=True, check=True).stdout
    for block in out.split('-----------+-------------------------------------------------------')[1:]:
        lines = [l for l in block.split('\n') if l.strip()]
        if not lines:
            continue
        first = lines[0].split()
        # "     10ms   runtime.xxx" ; value is cpu time, 10ms per sample at 100 Hz
        val = first[0]
        m = re.match(r'([\d.]+)(ns|us|ms|s)', val)
        if not m:
            continue
        mult = {'ns': 1e-6, 'us': 1e-3, 'ms': 1, 's': 1000}[m.group(2)]
        n = round(float(m.group(1)) * mult / 10)
        frames = [first[1]] + [l.split()[0] for l in lines[1:]]
        yield frames[::-1], n

def stacks_jfr(path):
    out = subprocess.run(['jfr', 'print', '--json', '--events', 'jdk.ExecutionSample', path],
                         capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    for ev in d['recording']['events']:
        st = ev['values']['stackTrace']
        frames = []
        for fr in (st or {}).get('frames', []):
            m = fr['method']
            frames.append(m['type']['name'] + '.' + m['name'])
        yield frames[::-1], 1

def loader(path):
    b = os.path.basename(path)
    if '.perf.txt' in b: return stacks_perf
    if b.endswith('.pyspy.folded'): return stacks_folded
    if b.endswith('.speedscope.json'): return stacks_speedscope
    if b.endswith('.cpuprofile.json'): return stacks_cpuprofile
    if b.endswith('.pb.gz'): return stacks_pprof
    if b.endswith('.jfr'): return stacks_jfr
    return None

def main():
    exp = json.load(open(os.path.join(HERE, 'expected.json')))
    rxs = sys.argv[1:] or exp.get('culprit', []) + EXTRA
    named = [(r, re.compile(js_to_py(r))) for r in rxs]
    union = None
    if not sys.argv[1:] and exp.get('culprit'):
        union = re.compile('|'.join('(?:%s)' % js_to_py(r) for r in exp['culprit']))
    hdr = ['side', 'run', 'samples'] + (['culprit union'] if union else []) + [r for r, _ in named]
    print('| ' + ' | '.join(hdr) + ' |')
    print('|' + '---|' * len(hdr))
    for side in ('before', 'after'):
        d = os.path.join(HERE, side)
        for fn in sorted(os.listdir(d)):
            ld = loader(fn)
            if not ld:
                continue
            tot = 0; hits = Counter(); uh = 0
            for frames, n in ld(os.path.join(d, fn)):
                tot += n
                for r, c in named:
                    if any(c.search(f) for f in frames):
                        hits[r] += n
                if union and any(union.search(f) for f in frames):
                    uh += n
            row = [side, fn, str(tot)] + (['%.1f%%' % (100 * uh / tot)] if union else []) + \
                  ['%.1f%%' % (100 * hits[r] / tot) for r, _ in named]
            print('| ' + ' | '.join(row) + ' |')

if __name__ == '__main__':
    main()
