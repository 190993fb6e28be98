# Usage: go tool pprof -traces BINARY run-1.pb.gz > t.txt; python3 measure.py t.txt "RE1||RE2" [topN]
# Inclusive share = samples in stacks with any frame matching any culprit regex.
import re,sys,collections
def parse(path):
    stacks=[];cur=None
    for line in open(path):
        line=line.rstrip('\n')
        if line.startswith('-----------+'):
            if cur: stacks.append(cur)
            cur=None; continue
        m=re.match(r'^\s+(\d+(?:\.\d+)?)(ms|s|us)\s+(\S.*)$',line)
        if m:
            v=float(m.group(1))*{'ms':1,'s':1000,'us':.001}[m.group(2)]
            cur=[v,[m.group(3).strip()]]; continue
        if cur and line.strip() and line.startswith(' '):
            cur[1].append(line.strip())
    if cur: stacks.append(cur)
    return stacks
if __name__=='__main__':
    pats=[re.compile(p) for p in sys.argv[2].split('||')] if len(sys.argv)>2 else []
    st=parse(sys.argv[1]); tot=sum(v for v,_ in st)
    inc=sum(v for v,fr in st if any(p.search(f) for p in pats for f in fr))
    print(f"samples={tot/10:.0f} (10ms each) culprit_inclusive={inc/10:.0f} share={100*inc/tot:.1f}%")
    if len(sys.argv)>3:
        c=collections.Counter()
        for v,fr in st:
            for f in set(fr): c[f]+=v
        for f,v in c.most_common(int(sys.argv[3])): print(f"{100*v/tot:6.1f}% {f}")
