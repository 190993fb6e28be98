#!/usr/bin/env python3
"""Per samply profile (run-N.json + run-N.syms.json sidecar): symbolicate each frame address
with the sidecar, then print the share of samples (weighted) whose stack contains a frame
matching each regex (anchored at the frame name's start), and the sample count.
usage: measure_samply.py 'regex' ... -- run-1.json ..."""
import bisect, json, re, sys

def load(path):
    p = json.load(open(path))
    syms = json.load(open(path[:-5] + '.syms.json'))
    st = syms['string_table']
    by_code = {}
    for d in syms['data']:
        tab = sorted((e['rva'], e['rva'] + e.get('size', 1), st[e['symbol']]) for e in d['symbol_table'])
        by_code[d['code_id']] = ([t[0] for t in tab], tab)
    return p, by_code

def resolve(by_code, lib, addr):
    ent = by_code.get(lib.get('codeId'))
    if ent:
        starts, tab = ent
        for a in (addr, addr - 1):
            i = bisect.bisect_right(starts, a) - 1
            if i >= 0 and tab[i][0] <= a < tab[i][1]:
                return tab[i][2]
    return '%s+0x%x' % (lib.get('name', '?'), addr)

def stacks(path):
    p, by_code = load(path)
    libs = p['libs']
    for t in p['threads']:
        S, F, Fn, R = t['samples'], t['frameTable'], t['funcTable'], t['resourceTable']
        names = []
        for fi in range(F['length']):
            res = Fn['resource'][F['func'][fi]]
            lib = R['lib'][res] if res is not None and res >= 0 else None
            if lib is None:
                names.append(t['stringArray'][Fn['name'][F['func'][fi]]])
            else:
                names.append(resolve(by_code, libs[lib], F['address'][fi]))
        memo = {}
        def frames(si):
            if si in memo: return memo[si]
            out, s = [], si
            while s is not None:
                out.append(names[t['stackTable']['frame'][s]]); s = t['stackTable']['prefix'][s]
            memo[si] = out
            return out
        w = S.get('weight') or [1] * S['length']
        for k in range(S['length']):
            if S['stack'][k] is not None:
                yield t['name'], frames(S['stack'][k]), w[k]

def main():
    a = sys.argv[1:]; i = a.index('--')
    regs, files = [re.compile(r) for r in a[:i]], a[i + 1:]
    print('%-22s %8s ' % ('file', 'samples') + ' '.join('%14s' % r.pattern[:14] for r in regs))
    for f in files:
        n, hits = 0, [0] * len(regs)
        for _, st, w in stacks(f):
            n += w
            for j, r in enumerate(regs):
                if any(r.match(x) for x in st): hits[j] += w
        print('%-22s %8d ' % (f, n) + ' '.join('%13.1f%%' % (100.0 * h / max(n, 1)) for h in hits))
    if '-v' in a[:i] or True:
        pass

if __name__ == '__main__':
    main()
