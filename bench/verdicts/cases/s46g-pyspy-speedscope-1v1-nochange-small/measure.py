import json,sys
d=json.load(open(sys.argv[1])); fr=d['shared']['frames']
for p in d['profiles']:
    ss=p['samples']; w=p.get('weights') or [1]*len(ss); tot=sum(w)
    names=set()
    res={}
    for s,wt in zip(ss,w):
        for n in set(fr[i]['name'] for i in s): res[n]=res.get(n,0)+wt
    print(sys.argv[1], p['name'], 'samples',len(ss), 'total weight',tot)
    for n in sys.argv[2:]: print('  %s %.1f%%'%(n,100*res.get(n,0)/tot))
