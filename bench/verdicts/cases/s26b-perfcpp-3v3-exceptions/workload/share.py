#!/usr/bin/env python3
"""Per-run inclusive share of samples whose stack holds a frame matching a regex,
for `perf script` text files (plain or .gz). Also prints top functions by inclusive share.
usage: perfshare.py REGEX file... [--top N] [--comm NAME]"""
import gzip, re, sys

def frames_of(path):
    op = gzip.open if path.endswith('.gz') else open
    stack = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if stack is not None:
                    yield stack
                stack = None
                continue
            if line[0] not in ' \t':
                stack = []
                continue
            if stack is None:
                continue
            parts = line.strip().split(None, 1)
            if len(parts) < 2:
                continue
            sym = parts[1]
            # strip " (dso)" and "+0xoff"
            m = re.match(r'(.*?)(\+0x[0-9a-f]+)? \(([^)]*)\)$', sym)
            if m:
                sym = m.group(1)
            stack.append(sym)
    if stack is not None:
        yield stack

def main():
    args = sys.argv[1:]
    top = 0
    if '--top' in args:
        i = args.index('--top'); top = int(args[i + 1]); del args[i:i + 2]
    rx = re.compile(args[0])
    for path in args[1:]:
        n = hit = 0
        incl = {}
        for st in frames_of(path):
            n += 1
            if any(rx.search(s) for s in st):
                hit += 1
            for s in set(st):
                key = re.sub(r'\(.*', '', s)
                incl[key] = incl.get(key, 0) + 1
        print(f"{path}: {hit}/{n} = {100.0 * hit / max(n, 1):.1f}%")
        if top:
            for k, v in sorted(incl.items(), key=lambda kv: -kv[1])[:top]:
                print(f"    {100.0 * v / n:5.1f}%  {k}")

main()
