#!/usr/bin/env python3
"""Share of CPU-profile samples whose stack contains a frame matching a regex
(re.match, anchored at the frame name's start). Uses `go tool pprof -traces`.
usage: measure_pprof.py [--label NAME REGEX ...] FILE..."""
import re, subprocess, sys

def traces(path):
    out = subprocess.run(['go', 'tool', 'pprof', '-traces', path], capture_output=True, text=True, check=True).stdout
    cur = None
    for line in out.splitlines():
        if line.startswith('-----------+'):
            if cur: yield cur
            cur = None
            continue
        m = re.match(r'^\s+(\S+)\s+(\S.*)$', line)
        m2 = re.match(r'^\s{10,}(\S.*)$', line)
        if cur is None and m and re.match(r'^[\d.]+(ms|s|us|ns)$', m.group(1)):
            cur = [m.group(1), [m.group(2).strip()]]
        elif cur is not None and m2:
            cur[1].append(m2.group(1).strip())
    if cur: yield cur

def to_ms(v):
    n, u = re.match(r'^([\d.]+)(\w+)$', v).groups()
    return float(n) * {'s': 1000, 'ms': 1, 'us': 1e-3, 'ns': 1e-6}[u]

args = sys.argv[1:]; pats = []
while args and args[0] == '--label':
    pats.append((args[1], re.compile(args[2]))); args = args[3:]
print('%-28s %8s ' % ('file', 'samples') + ' '.join('%14s' % n for n, _ in pats))
for fn in args:
    tot = 0.0; hits = [0.0] * len(pats)
    for val, frames in traces(fn):
        ms = to_ms(val); tot += ms
        for i, (_, rx) in enumerate(pats):
            if any(rx.match(f) for f in frames): hits[i] += ms
    # default rate 100 Hz -> one sample = 10ms
    print('%-28s %8d ' % (fn, round(tot / 10)) + ' '.join('%13.2f%%' % (100 * h / max(tot, 1e-9)) for h in hits))
