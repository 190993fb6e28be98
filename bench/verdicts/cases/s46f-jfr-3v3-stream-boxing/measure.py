import sys, json, subprocess, re
pats = [re.compile(p) for p in sys.argv[1].split('||')]
for p in sys.argv[2:]:
    out = subprocess.run(['jfr', 'print', '--json', '--events', 'jdk.ExecutionSample', p], capture_output=True, text=True).stdout
    evs = json.loads(out)['recording']['events']
    n = len(evs); hit = 0; main = 0
    for e in evs:
        if e['values']['sampledThread']['javaName'] != 'main': continue
        main += 1
        names = [f['method']['type']['name'] + '.' + f['method']['name'] for f in e['values']['stackTrace']['frames']]
        if any(pt.search(nm) for nm in names for pt in pats): hit += 1
    print(f'{p}: ExecutionSample {n} (main {main}); culprit inclusive {hit} = {100*hit/max(main,1):.1f}%')
