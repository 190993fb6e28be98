import sys, gzip, re, collections
def stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    cur=None
    with op(path,'rt',errors='replace') as f:
        for line in f:
            line=line.rstrip('\n')
            if not line.strip():
                if cur is not None: yield cur
                cur=None; continue
            if cur is None:
                cur=[]; continue
            parts=line.strip().split(None,1)
            if len(parts)==2:
                sym=parts[1].rsplit(' (',1)[0]
                sym=re.sub(r'\+0x[0-9a-f]+$','',sym)
                cur.append(sym)
    if cur is not None: yield cur
pats=sys.argv[2:]
for p in [sys.argv[1]]:
    st=list(stacks(p)); n=len(st)
    out=[f"{p}: samples={n}"]
    for pat in pats:
        r=re.compile(pat); c=sum(1 for s in st if any(r.search(x) for x in s))
        out.append(f"{pat}={100*c/n:.1f}%")
    print(' '.join(out))
