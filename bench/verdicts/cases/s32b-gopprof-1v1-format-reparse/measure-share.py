#!/usr/bin/env python3
# usage: pprofshare.py PROFILE.pb.gz REGEX [REGEX...]
# Uses `go tool pprof -traces` output; counts samples (sample count value) and samples whose stack
# has a function name matching any regex (re.match).
import sys, re, subprocess
path, pats = sys.argv[1], [re.compile(p) for p in sys.argv[2:]]
out = subprocess.run(['go', 'tool', 'pprof', '-traces', '-sample_index=samples', path], check=True,
                     capture_output=True, text=True).stdout
tot = hit = 0
for block in out.split('-----------+-------------------------------------------------------')[1:]:
    lines = [l for l in block.strip('\n').split('\n') if l.strip()]
    if not lines: continue
    first = lines[0].split()
    try: n = int(first[0])
    except ValueError: continue
    funcs = [first[1]] + [l.split()[0] for l in lines[1:]]
    tot += n
    if any(p.match(f) for f in funcs for p in pats): hit += n
print(f"{path}: samples={tot} hit={hit} share={100*hit/max(tot,1):.1f}%")
