import json,subprocess,sys
path=sys.argv[1]
out=subprocess.run(['jfr','print','--json','--events','jdk.ExecutionSample',path],capture_output=True,text=True).stdout
ev=json.loads(out)['recording']['events']
n=len(ev); cnt={}
for e in ev:
    fr=e['values']['stackTrace']['frames'] if e['values'].get('stackTrace') else []
    names=set(f['method']['type']['name']+'.'+f['method']['name'] for f in fr)
    for m in names: cnt[m]=cnt.get(m,0)+1
print(path,'samples',n)
for m in sys.argv[2:]:
    c=sum(v for k,v in cnt.items() if k.endswith(m))
    print('  %s %.1f%%'%(m,100*c/n))
