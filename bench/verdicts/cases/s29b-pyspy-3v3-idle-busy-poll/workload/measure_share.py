#!/usr/bin/env python3
"""Count samples in py-spy speedscope files whose stack contains a frame matching CULPRIT
(regex searched against 'name (file:line)').  Optional --idle-leaf REGEX: also report
culprit samples whose leaf frame does NOT match it (i.e. not parked in a wait)."""
import json, re, sys, argparse
ap = argparse.ArgumentParser()
ap.add_argument('culprit'); ap.add_argument('files', nargs='+')
ap.add_argument('--idle-leaf', default=None)
a = ap.parse_args()
cre = re.compile(a.culprit); ire = re.compile(a.idle_leaf) if a.idle_leaf else None
print(f"| run | samples | culprit samples | culprit share |" + (" culprit non-idle samples | non-idle share |" if ire else ""))
print("|---|---|---|---|" + ("---|---|" if ire else ""))
for f in a.files:
    d = json.load(open(f)); fr = d['shared']['frames']
    names = [f"{x['name']} ({x['file']}:{x['line']})" for x in fr]
    tot = hit = busy = 0
    for p in d['profiles']:
        for s in p['samples']:
            tot += 1
            if any(cre.search(names[i]) for i in s):
                hit += 1
                if ire and not ire.search(names[s[-1]]):
                    busy += 1
    row = f"| {f} | {tot} | {hit} | {100*hit/tot:.1f}% |"
    if ire: row += f" {busy} | {100*busy/tot:.1f}% |"
    print(row)
