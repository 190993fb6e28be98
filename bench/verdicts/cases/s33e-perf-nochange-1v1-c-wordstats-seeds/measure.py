#!/usr/bin/env python3
"""Per-run sample counts and share of samples with a regex-matched frame on the stack.
usage: measure.py CASE_DIR REGEX [REGEX...]   (each regex reported separately, matched with re.match
against each frame name, i.e. anchored at the frame name's start;
"A !! B" counts samples with A on the stack and B not on it)
Reads before/run-N.* and after/run-N.* : perf script text (.perf.txt[.gz]) or py-spy speedscope json."""
import sys, os, re, gzip, json, glob

def frames_perf(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        stack = None
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
                continue
            if line[0] not in ' \t':
                if stack is not None:
                    yield stack
                stack = []
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = parts[1]
            sym = re.sub(r' \([^()]*\)$', '', sym)      # (dso)
            sym = re.sub(r'\+0x[0-9a-f]+$', '', sym)    # +offset
            stack.append(sym)
        if stack is not None:
            yield stack

def frames_speedscope(path):
    d = json.load(open(path))
    names = [fr['name'] for fr in d['shared']['frames']]
    for prof in d['profiles']:
        if prof['type'] == 'sampled':
            # py-spy writes one entry per sample with weight = sample interval in seconds;
            # count entries (unit 'none'/'samples' weights are counts, then use them)
            counts = prof.get('unit') in ('none', 'samples')
            for s, w in zip(prof['samples'], prof['weights']):
                st = [names[i] for i in s]
                for _ in range(int(w) if counts else 1):
                    yield st
        else:  # evented
            raise SystemExit('evented profile not supported')

def load(path):
    if '.perf.txt' in path:
        return list(frames_perf(path))
    if path.endswith('.speedscope.json'):
        return list(frames_speedscope(path))
    raise SystemExit('unknown format ' + path)

def main():
    case = sys.argv[1]
    regs = [tuple(re.compile(x) for x in r.split(' !! ')) if ' !! ' in r else re.compile(r) for r in sys.argv[2:]]
    for side in ('before', 'after'):
        files = sorted(glob.glob(os.path.join(case, side, 'run-*')),
                       key=lambda p: int(re.search(r'run-(\d+)', p).group(1)))
        for p in files:
            if p.endswith('.syms.json'):
                continue
            stacks = load(p)
            n = len(stacks)
            out = [f'{side:6s} {os.path.basename(p):28s} samples={n:6d}']
            for r in regs:
                if isinstance(r, tuple):   # "A !! B": A on the stack and B not on it
                    a, b = r
                    k = sum(1 for st in stacks if any(a.match(fr) for fr in st) and not any(b.match(fr) for fr in st))
                    pat = a.pattern + ' without ' + b.pattern
                else:
                    k = sum(1 for st in stacks if any(r.match(fr) for fr in st))
                    pat = r.pattern
                out.append(f'{pat}: {100.0*k/max(n,1):5.1f}% ({k})')
            print('  '.join(out))

main()
