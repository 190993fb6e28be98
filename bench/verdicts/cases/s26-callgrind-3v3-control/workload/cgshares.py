#!/usr/bin/env python3
"""Self and inclusive Ir per function from callgrind.out files (own parser).
Inclusive = self + costs of calls to *other* functions (exact for non-recursive functions).
usage: cgshares.py [-n TOP] [-f FUNC] file [file...]   (files may be .gz)"""
import gzip, re, sys
from collections import defaultdict

def opener(p):
    return gzip.open(p, "rt") if p.endswith(".gz") else open(p)

def parse(path):
    names = {}
    selfc = defaultdict(int); incl = defaultdict(int)
    fn = None; cfn = None; pending_call = False; total = 0
    def resolve(val):
        m = re.match(r"\((\d+)\)(?:\s+(.*))?$", val)
        if m:
            if m.group(2):
                names[m.group(1)] = m.group(2)
            return names[m.group(1)]
        return val
    for line in opener(path):
        line = line.rstrip("\n")
        if not line:
            continue
        if line.startswith("fn="):
            fn = resolve(line[3:]); continue
        if line.startswith("cfn=") or line.startswith("cfi=") or line.startswith("cfl="):
            if line.startswith("cfn="):
                cfn = resolve(line[4:])
            continue
        if line.startswith("calls="):
            pending_call = True; continue
        if line.startswith("summary:") or line.startswith("totals:"):
            total = int(line.split()[1]); continue
        c = line[0]
        if c.isdigit() or c in "+-*":
            parts = line.split()
            cost = int(parts[1]) if len(parts) > 1 else 0
            if pending_call:
                if cfn != fn:
                    incl[fn] += cost
                pending_call = False
            else:
                selfc[fn] += cost
                incl[fn] += cost
            continue
        # other header lines (fl=, fi=, fe=, ob=, events:, ...) ignored
    if not total:
        total = sum(selfc.values())
    return total, selfc, incl

if __name__ == "__main__":
    args = sys.argv[1:]; top = 15; func = None
    while args and args[0].startswith("-"):
        if args[0] == "-n": top = int(args[1]); args = args[2:]
        elif args[0] == "-f": func = args[1]; args = args[2:]
    for p in args:
        total, s, inc = parse(p)
        if func:
            print("%-60s total %12d  %s self %5.2f%%  inclusive %5.2f%%" % (
                p, total, func, 100 * s[func] / total, 100 * inc[func] / total))
        else:
            print("== %s  total Ir %d" % (p, total))
            for k in sorted(inc, key=lambda k: -inc[k])[:top]:
                print("  %6.2f%% incl  %6.2f%% self  %s" % (100 * inc[k] / total, 100 * s[k] / total, k))
