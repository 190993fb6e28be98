import sys, json, re, bisect, collections
pats = [re.compile(p) for p in sys.argv[1].split('||')]
for p in sys.argv[2:]:
    prof = json.load(open(p)); syms = json.load(open(p[:-len('.json')] + '.syms.json'))
    st = syms['string_table']
    libsyms = {}
    for lib in syms['data']:
        tab = sorted(lib['symbol_table'], key=lambda e: e['rva'])
        libsyms[lib['debug_name']] = ([e['rva'] for e in tab], tab)
    def names(libname, addr):
        if libname not in libsyms: return ['0x%x' % addr]
        rvas, tab = libsyms[libname]
        i = bisect.bisect_right(rvas, addr) - 1
        if i < 0 or addr >= tab[i]['rva'] + tab[i]['size']: return ['0x%x' % addr]
        e = tab[i]; out = [st[e['symbol']]]
        for fr in e.get('frames', []) or []: out.append(st[fr['function']])
        return out
    for t in prof['threads']:
        n = t['samples']['length']
        if not n: continue
        ft, fu, rt, sa = t['frameTable'], t['funcTable'], t['resourceTable'], t['stringArray']
        fnames = []
        for i in range(ft['length']):
            f = ft['func'][i]; r = fu['resource'][f]
            libname = prof['libs'][rt['lib'][r]]['debugName'] if r is not None and r >= 0 and rt['lib'][r] is not None else None
            fnames.append(names(libname, ft['address'][i]) if libname else [sa[fu['name'][f]]])
        stk = t['stackTable']; memo = {}
        def hit(s):
            if s is None: return False
            if s in memo: return memo[s]
            r = any(pt.search(nm) for nm in fnames[stk['frame'][s]] for pt in pats) or hit(stk['prefix'][s])
            memo[s] = r; return r
        w = t['samples'].get('weight') or [1]*n
        tot = sum(w); h = sum(wi for s, wi in zip(t['samples']['stack'], w) if hit(s))
        print(f"{p} thread {t['name']}: samples {n} (weight {tot}); culprit inclusive {h} = {100*h/tot:.1f}%")
