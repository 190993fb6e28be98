#!/usr/bin/env python3
"""Share of samples whose stack contains a frame matching any of the given regexes, per run.

Usage: python3 measure.py [regex ...]
With no regex, the culprit list of expected.json is used. Reads before/ and after/ next to this
script; understands perf script text (.perf.txt), collapsed stacks (.folded), py-spy raw (.raw.txt)
and speedscope (.speedscope.json), each optionally gzipped (.gz).
"""
import gzip, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))

def opener(p):
    return gzip.open(p, 'rt', errors='replace') if p.endswith('.gz') else open(p, errors='replace')

def perf_samples(p):
    """Yield (weight, [frame names]) from perf script text."""
    frames, in_sample = [], False
    with opener(p) as f:
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                if in_sample:
                    yield 1, frames
                frames, in_sample = [], False
                continue
            if line[0] in ' \t':
                m = re.match(r'\s*[0-9a-fA-F]+\s+(.*?)\s+\(([^()]*)\)\s*$', line)
                sym = m.group(1) if m else line.strip()
                sym = re.sub(r'\+0x[0-9a-fA-F]+$', '', sym)
                frames.append(sym)
            else:
                in_sample = True
        if in_sample:
            yield 1, frames

def folded_samples(p):
    with opener(p) as f:
        for line in f:
            line = line.rstrip('\n')
            if not line:
                continue
            stack, _, n = line.rpartition(' ')
            yield int(n), stack.split(';')

def speedscope_samples(p):
    with opener(p) as f:
        d = json.load(f)
    names = [fr['name'] + (' (%s:%s)' % (fr.get('file', ''), fr.get('line', '')) if fr.get('file') else '')
             for fr in d['shared']['frames']]
    for prof in d['profiles']:
        if prof['type'] == 'sampled':
            for s, w in zip(prof['samples'], prof['weights']):
                yield 1, [names[i] for i in s]

def samples(p):
    if '.perf.txt' in p:
        return perf_samples(p)
    if '.folded' in p or '.raw.txt' in p:
        return folded_samples(p)
    if '.speedscope.json' in p:
        return speedscope_samples(p)
    raise SystemExit('unknown format: ' + p)

def main():
    regs = sys.argv[1:]
    if not regs:
        regs = json.load(open(os.path.join(HERE, 'expected.json')))['culprit']
    if not regs:
        raise SystemExit('no culprit regexes (control case): pass regexes on the command line')
    rx = [re.compile(r) for r in regs]
    print('regexes:', regs)
    for side in ('before', 'after'):
        d = os.path.join(HERE, side)
        for fn in sorted(os.listdir(d)):
            tot = hit = 0
            for w, fr in samples(os.path.join(d, fn)):
                tot += w
                if any(r.search(x) for x in fr for r in rx):
                    hit += w
            print('%-6s %-32s samples=%7d  culprit=%7d  share=%6.2f%%' % (side, fn, tot, hit, 100.0 * hit / max(tot, 1)))

main()
