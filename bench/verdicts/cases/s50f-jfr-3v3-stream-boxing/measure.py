# Usage: python3 measure.py run-N.jfr "RE1||RE2" [topN]   (needs `jfr` on PATH)
# Inclusive share of culprit frames over jdk.ExecutionSample events (all threads) from `jfr print`.
import re,sys,subprocess,collections
def stacks(path):
    out=subprocess.run(['jfr','print','--events','jdk.ExecutionSample','--stack-depth','256',path],capture_output=True,text=True).stdout
    st=[];cur=None
    for line in out.splitlines():
        if line.startswith('jdk.ExecutionSample'): cur=[]
        elif cur is not None and line.startswith('    ') and not line.strip().startswith('...'):
            f=line.strip(); f=re.sub(r'\s+line: \d+.*$','',f); f=re.sub(r'\(.*\)$','',f); cur.append(f)
        elif cur is not None and line.startswith('}'): st.append(cur); cur=None
    return st
pats=[re.compile(p) for p in sys.argv[2].split('||')]
st=stacks(sys.argv[1]); n=len(st)
inc=sum(1 for s in st if any(p.search(f) for p in pats for f in s))
print(f"{sys.argv[1]}: samples={n} culprit_inclusive={inc} share={100*inc/max(n,1):.1f}%")
if len(sys.argv)>3:
    c=collections.Counter()
    for s in st:
        for f in set(s): c[f]+=1
    for f,v in c.most_common(int(sys.argv[3])): print(f"{100*v/n:6.1f}% {f}")
