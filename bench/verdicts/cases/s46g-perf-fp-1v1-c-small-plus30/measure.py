import sys,gzip,re
def stacks(path):
    op=gzip.open if path.endswith('.gz') else open
    cur=None
    for line in op(path,'rt'):
        if not line.strip():
            if cur is not None: yield cur
            cur=None; continue
        if cur is None: cur=[]; continue
        parts=line.strip().split(None,1)
        sym=parts[1].rsplit(' (',1)[0] if len(parts)>1 else '?'
        sym=re.sub(r'\+0x[0-9a-f]+$','',sym)
        cur.append(sym)
    if cur is not None: yield cur
pats=sys.argv[2:]
for p in [sys.argv[1]]:
    ss=list(stacks(p)); n=len(ss)
    out=[f"{p}: samples={n}"]
    for pat in pats:
        r=re.compile(pat); c=sum(1 for s in ss if any(r.search(f) for f in s))
        out.append(f"{pat}={100*c/n:.1f}%")
    print(' '.join(out))
