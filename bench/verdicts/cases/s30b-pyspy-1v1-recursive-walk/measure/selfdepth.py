#!/usr/bin/env python3
"""selfdepth.py REGEX FILE...: samples whose leaf frame matches REGEX, by number of matching frames on the stack (recursion depth)."""
import re, sys, collections
pat = re.compile(sys.argv[1])
for fn in sys.argv[2:]:
    c = collections.Counter(); tot = 0
    for line in open(fn):
        stack, _, n = line.rstrip('\n').rpartition(' ')
        n = int(n); tot += n
        fr = stack.split(';')
        if pat.match(fr[-1]): c[sum(1 for x in fr if pat.match(x))] += n
    print(fn, 'leaf-in-culprit', sum(c.values()), f"({100*sum(c.values())/tot:.1f}%)", 'by depth', dict(sorted(c.items())))
