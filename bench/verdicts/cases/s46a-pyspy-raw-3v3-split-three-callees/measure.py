import sys, re
path=sys.argv[1]; pats=sys.argv[2:]
st=[]
for line in open(path):
    line=line.rstrip('\n')
    if not line: continue
    s,c=line.rsplit(' ',1); st.append((s.split(';'),int(c)))
n=sum(c for _,c in st)
out=[f"{path}: samples={n}"]
for pat in pats:
    r=re.compile(pat); k=sum(c for s,c in st if any(r.search(f) for f in s))
    out.append(f"{pat}={100*k/n:.1f}%")
print(' '.join(out))
