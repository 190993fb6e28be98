import json,sys
d=json.load(open(sys.argv[1])); nodes={n['id']:n for n in d['nodes']}
parent={}
for n in d['nodes']:
    for c in n.get('children',[]): parent[c]=n['id']
cnt={}; ss=d['samples']; tot=0
for s in ss:
    if nodes[s]['callFrame']['functionName']=='(idle)': continue
    tot+=1; names=set(); x=s
    while x is not None:
        names.add(nodes[x]['callFrame']['functionName']); x=parent.get(x)
    for m in names: cnt[m]=cnt.get(m,0)+1
print(sys.argv[1],'samples',len(ss),'non-idle',tot)
for m in sys.argv[2:]: print('  %s %.1f%%'%(m,100*cnt.get(m,0)/tot))
