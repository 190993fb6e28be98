#!/usr/bin/env python3
"""Measure JFR jdk.ExecutionSample stacks via `jfr print --json --stack-depth 256`:
total samples and share of samples with a frame matching each regex (frame name = Class.method, "/" in JSON class names turned into ".",
fully-qualified class name) anywhere on the stack; 'self:' labels match only the top frame.
usage: measure.py 'label=REGEX' ... -- file.jfr ..."""
import json, re, subprocess, sys

args = sys.argv[1:]
sep = args.index('--')
pats = []
for a in args[:sep]:
    k, v = a.split('=', 1)
    pats.append((k, k.startswith('self:'), re.compile(v)))
print('file\tsamples\tthreads\t' + '\t'.join(k for k, _, _ in pats))
for path in args[sep + 1:]:
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '256', '--events', 'jdk.ExecutionSample', path],
                         check=True, capture_output=True, text=True).stdout
    evs = json.loads(out)['recording']['events']
    n = 0
    hits = [0] * len(pats)
    threads = {}
    for e in evs:
        v = e['values']
        st = v.get('stackTrace') or {}
        fr = [f['method']['type']['name'].replace('/', '.') + '.' + f['method']['name'] for f in st.get('frames', [])]
        if not fr:
            continue
        n += 1
        t = (v.get('sampledThread') or {}).get('javaName', '?')
        threads[t] = threads.get(t, 0) + 1
        for i, (_, selfonly, rx) in enumerate(pats):
            if selfonly:
                if rx.match(fr[0]):
                    hits[i] += 1
            elif any(rx.match(s) for s in fr):
                hits[i] += 1
    print(path + '\t' + str(n) + '\t' + ','.join('%s:%d' % kv for kv in threads.items()) + '\t' +
          '\t'.join('%.1f%%' % (100.0 * h / n) for h in hits))
