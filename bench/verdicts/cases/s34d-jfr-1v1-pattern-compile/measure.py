#!/usr/bin/env python3
"""Share of jdk.ExecutionSample events whose stack has a frame matching REGEX.
Frames are named "pkg.Class.method" (dots). Uses `jfr print --json`.
usage: jfr_share.py REGEX FILE.jfr..."""
import json, re, subprocess, sys
rx = re.compile(sys.argv[1])
for fn in sys.argv[2:]:
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '2048', '--events', 'jdk.ExecutionSample', fn],
                         check=True, capture_output=True, text=True).stdout
    ev = json.loads(out)['recording']['events']
    total = hits = trunc = 0
    threads = {}
    for e in ev:
        st = e['values']['stackTrace']
        if st is None:
            continue
        total += 1
        trunc += bool(st.get('truncated'))
        names = [f"{f['method']['type']['name'].replace('/', '.')}.{f['method']['name']}" for f in st['frames']]
        t = e['values']['sampledThread']['javaName']
        threads[t] = threads.get(t, 0) + 1
        if any(rx.search(n) for n in names):
            hits += 1
    print(f"{fn}\tsamples={total}\tculprit_samples={hits}\tshare={100.0 * hits / max(total, 1):.2f}%\ttruncated={trunc}\tthreads={threads}")
