#!/usr/bin/env python3
"""Per .cpuprofile: total samples, samples whose stack (node -> root) contains a frame whose
functionName matches the regex, and the top self-sample frames.  Usage: cpuprofile_share.py REGEX files..."""
import json, re, sys, collections
cre = re.compile(sys.argv[1]); top = '--top' in sys.argv
print("| run | samples | culprit samples | culprit share |\n|---|---|---|---|")
for f in [a for a in sys.argv[2:] if a != '--top']:
    d = json.load(open(f)); nodes = {n['id']: n for n in d['nodes']}
    parent = {}
    for n in d['nodes']:
        for c in n.get('children', []): parent[c] = n['id']
    def stack(i):
        out = []
        while i is not None:
            out.append(nodes[i]['callFrame']['functionName']); i = parent.get(i)
        return out
    tot = hit = 0; selfc = collections.Counter(); memo = {}
    for s in d['samples']:
        if s not in memo: memo[s] = stack(s)
        st = memo[s]; tot += 1
        selfc[st[0] or '(anonymous)'] += 1
        if any(cre.search(x) for x in st): hit += 1
    print(f"| {f} | {tot} | {hit} | {100*hit/tot:.1f}% |")
    if top: print('   self:', [(k, v, f"{100*v/tot:.1f}%") for k, v in selfc.most_common(10)])
