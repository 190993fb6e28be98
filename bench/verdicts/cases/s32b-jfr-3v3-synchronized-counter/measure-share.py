#!/usr/bin/env python3
# usage: jfrshare.py FILE.jfr REGEX [REGEX...]
# Reads jdk.ExecutionSample events via `jfr print --json --stack-depth 256`, frame name =
# "<class>.<method>"; counts samples and samples with any frame matching a regex (re.match).
import sys, re, json, subprocess
path, pats = sys.argv[1], [re.compile(p) for p in sys.argv[2:]]
out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '256', '--events', 'jdk.ExecutionSample', path],
                     check=True, capture_output=True, text=True).stdout
evs = json.loads(out)['recording']['events']
tot = hit = 0; threads = {}
for e in evs:
    st = e['values'].get('stackTrace') or {}
    names = []
    for fr in st.get('frames', []):
        m = fr['method']
        names.append(f"{m['type']['name'].replace('/', '.')}.{m['name']}")
        names.append(m['name'])
    tn = (e['values'].get('sampledThread') or {}).get('javaName')
    threads[tn] = threads.get(tn, 0) + 1
    tot += 1
    if any(p.match(n) for n in names for p in pats): hit += 1
print(f"{path}: samples={tot} hit={hit} share={100*hit/max(tot,1):.1f}% threads={threads}")
