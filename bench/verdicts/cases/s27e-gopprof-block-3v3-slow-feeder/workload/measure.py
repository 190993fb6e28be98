#!/usr/bin/env python3
"""Culprit share of a Go block profile: total delay of stacks containing FRAME / total delay.
Reads `go tool pprof -traces` text (no diff tool involved)."""
import re, subprocess, sys
UNIT = {'ns':1e-9,'us':1e-6,'ms':1e-3,'s':1,'m':60,'h':3600}
def traces(path):
    out = subprocess.run(['/usr/local/go/bin/go','tool','pprof','-traces',path],capture_output=True,text=True,check=True).stdout
    blocks = out.split('-----------+-------------------------------------------------------')[1:]
    for b in blocks:
        lines = [l for l in b.strip('\n').split('\n') if l.strip()]
        if not lines: continue
        m = re.match(r'\s*([\d.]+)(ns|us|ms|s|m|h)\s+(\S+)', lines[0])
        if not m: continue
        yield float(m.group(1))*UNIT[m.group(2)], [m.group(3)]+[l.split()[0] for l in lines[1:]]
frame = sys.argv[1]
for p in sys.argv[2:]:
    tot = hit = 0.0
    for d, st in traces(p):
        tot += d
        if any(re.match(frame, f) for f in st): hit += d
    print(f'{p}\ttotal={tot:.3f}s\tculprit={hit:.3f}s\tshare={100*hit/tot:.1f}%')
