#!/usr/bin/env python3
"""Per .jfr: jdk.ExecutionSample count, samples whose stack contains a frame 'pkg.Class.method' matching REGEX,
and top leaf frames.  Uses `jfr print --json --events jdk.ExecutionSample` (JDK 17).  Usage: jfr_share.py REGEX files... [--top]"""
import json, re, sys, subprocess, collections
cre = re.compile(sys.argv[1]); top = '--top' in sys.argv
print("| run | samples | culprit samples | culprit share | truncated stacks |\n|---|---|---|---|---|")
for f in [a for a in sys.argv[2:] if a != '--top']:
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '2048', '--events', 'jdk.ExecutionSample', f], capture_output=True, text=True, check=True).stdout
    ev = json.loads(out)['recording']['events']
    tot = hit = trunc = 0; leaf = collections.Counter(); parent = collections.Counter()
    for e in ev:
        st = e['values']['stackTrace']
        if st is None: tot += 1; continue
        names = [fr['method']['type']['name'].replace('/', '.') + '.' + fr['method']['name'] for fr in st['frames']]
        tot += 1; trunc += bool(st['truncated'])
        leaf[names[0]] += 1
        if any(cre.search(n) for n in names): hit += 1
    print(f"| {f} | {tot} | {hit} | {100*hit/tot:.1f}% | {trunc} |")
    if top: print('   leaf:', [(k, v) for k, v in leaf.most_common(8)])
