#!/usr/bin/env python3
"""measure_pprof.py REGEX[,REGEX...] FILE.pb.gz... : uses `go tool pprof -traces` and prints,
per profile, the number of samples (10 ms each at the default 100 Hz), and the share of
samples whose stack has a frame matching one of the regexes (re.match on the function name)."""
import sys, re, subprocess
pats = [re.compile(p) for p in sys.argv[1].split(',')]
def ms(v):
    m = re.match(r'([\d.]+)(ms|s|us|ns|m|h)?$', v)
    x = float(m.group(1)); u = m.group(2) or 'ns'
    return x * {'ns':1e-6,'us':1e-3,'ms':1,'s':1000,'m':60000,'h':3600000}[u]
for path in sys.argv[2:]:
    out = subprocess.run(['go','tool','pprof','-traces',path],capture_output=True,text=True).stdout
    blocks = out.split('-----------+-------------------------------------------------------')[1:]
    tot = hit = 0.0
    for b in blocks:
        lines = [l for l in b.split('\n') if l.strip()]
        if not lines: continue
        first = lines[0].split()
        v = ms(first[0]); frames = [' '.join(first[1:])] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r'\s*\(inline\)$','',f) for f in frames]
        tot += v
        if any(p.match(f) for f in frames for p in pats): hit += v
    print(f"{path}\tsamples={tot/10:.0f}\thit={hit/10:.0f}\tshare={100*hit/max(tot,1):.1f}%")
