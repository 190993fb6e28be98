import sys, json, re
path=sys.argv[1]; pats=sys.argv[2:]
p=json.load(open(path))
nodes={n['id']:n for n in p['nodes']}
parent={}
for n in p['nodes']:
    for c in n.get('children',[]): parent[c]=n['id']
def stack(i):
    out=[]
    while i is not None:
        out.append(nodes[i]['callFrame']['functionName'] or '(anonymous)'); i=parent.get(i)
    return out
cache={}
cnt={}
for s in p['samples']: cnt[s]=cnt.get(s,0)+1
tot=sum(cnt.values())
idle=sum(c for i,c in cnt.items() if nodes[i]['callFrame']['functionName'] in ('(idle)',))
out=[f"{path}: samples={tot} idle={idle}"]
for pat in pats:
    r=re.compile(pat); k=sum(c for i,c in cnt.items() if any(r.search(f) for f in stack(i)))
    out.append(f"{pat}={100*k/tot:.1f}%")
print(' '.join(out))
