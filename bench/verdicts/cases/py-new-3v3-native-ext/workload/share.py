#!/usr/bin/env python3
"""Inclusive share of frames matching regex(es) in a profile file.

usage: share.py REGEX [REGEX ...] -- FILE [FILE ...]
Formats (by file name): *.raw.txt (py-spy folded: 'f1;f2;... count'),
*.speedscope.json (py-spy speedscope, all sampled profiles/threads pooled,
each sample counted 1; frame name = the speedscope frame 'name' field only),
*.perf.txt / *.perf.txt.gz (perf script text; each sample = 1).
A sample counts as 'hit' if ANY frame on its stack matches ANY regex.
Prints per file: hits, total, share; plus a pooled line.
Frame name used for perf: the symbol text with the trailing '+0xOFF' and ' (dso)' removed.
"""
import gzip, json, re, sys

def stacks_raw(path):
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            if not line:
                continue
            stack, _, n = line.rpartition(' ')
            yield stack.split(';'), int(n)

def stacks_speedscope(path):
    d = json.load(open(path))
    frames = [fr['name'] for fr in d['shared']['frames']]
    for p in d['profiles']:
        if p.get('type') != 'sampled':
            continue
        # count samples (each sample = 1); py-spy writes weight = 1/rate for every sample
        for s in p['samples']:
            yield [frames[i] for i in s], 1

FRAME_RE = re.compile(r'^\s*[0-9a-f]+\s+(.*?)(\+0x[0-9a-f]+)?\s+\(([^()]*)\)\s*$')
def stacks_perf(path):
    op = gzip.open if path.endswith('.gz') else open
    cur = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None:
                    yield cur, 1
                cur = None
                continue
            if not line[0].isspace():
                cur = []
                continue
            m = FRAME_RE.match(line)
            if m and cur is not None:
                cur.append(m.group(1))
    if cur is not None:
        yield cur, 1

def load(path):
    if path.endswith('.raw.txt'):
        return stacks_raw(path)
    if path.endswith('.speedscope.json'):
        return stacks_speedscope(path)
    return stacks_perf(path)

def main(argv):
    i = argv.index('--')
    pats = [re.compile(p) for p in argv[:i]]
    files = argv[i + 1:]
    ph = pt = 0
    for fn in files:
        hit = tot = 0
        for st, w in load(fn):
            tot += w
            if any(p.search(fr) for fr in st for p in pats):
                hit += w
        ph += hit; pt += tot
        print(f'{fn}\thits={hit}\ttotal={tot}\tshare={100.0*hit/max(tot,1):.1f}%')
    if len(files) > 1:
        print(f'POOLED\thits={ph}\ttotal={pt}\tshare={100.0*ph/max(pt,1):.1f}%')

if __name__ == '__main__':
    main(sys.argv[1:])
