#!/usr/bin/env python3
"""Per `perf script` text file (optionally .gz): samples, and samples whose stack has a frame whose symbol
(offset '+0x..' stripped) matches each REGEX.  Usage: perf_share.py 'REGEX1;REGEX2' files... [--top]"""
import gzip, re, sys, collections
regs = [re.compile(r) for r in sys.argv[1].split(';')]; top = '--top' in sys.argv
files = [a for a in sys.argv[2:] if a != '--top']
fr_re = re.compile(r'^\s*[0-9a-f]+ (.*) \((.*)\)$')
print("| run | samples | " + " | ".join(f"`{r.pattern}` samples | share" for r in regs) + " |")
print("|---|---|" + "---|---|" * len(regs))
for f in files:
    txt = (gzip.open if f.endswith('.gz') else open)(f, 'rt').read()
    tot = 0; hits = [0] * len(regs); leaf = collections.Counter(); comms = collections.Counter()
    for blk in txt.split('\n\n'):
        lines = [l for l in blk.split('\n') if l.strip()]
        if not lines: continue
        tot += 1; comms[lines[0].split()[0]] += 1
        syms = []
        for l in lines[1:]:
            m = fr_re.match(l)
            if m: syms.append(re.sub(r'\+0x[0-9a-f]+$', '', m.group(1)))
        if syms: leaf[syms[0]] += 1
        for k, r in enumerate(regs):
            if any(r.search(s) for s in syms): hits[k] += 1
    print(f"| {f} | {tot} | " + " | ".join(f"{h} | {100*h/tot:.1f}%" for h in hits) + " |")
    if top: print('   comms:', dict(comms), '\n   leaf:', leaf.most_common(8))
