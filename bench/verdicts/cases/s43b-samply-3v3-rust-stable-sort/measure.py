#!/usr/bin/env python3
"""Independent measurement of samply profiles (run-N.json + run-N.syms.json sidecar).

Resolves each frame address (library-relative) through the .syms.json sidecar, expanding
inlined frames, and prints per run: samples (sum of sample weights over all threads) and
the inclusive share (% of samples whose stack contains a frame matching the regex).
"""
import bisect, glob, gzip, json, os, re, sys
from collections import Counter

def load(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as f:
        return json.load(f)

def build_resolver(syms):
    st = syms['string_table']
    libs = {}
    for d in syms['data']:
        tab = sorted(d['symbol_table'], key=lambda e: e['rva'])
        known = {a: i for a, i in d.get('known_addresses', [])}
        libs[d['debug_name']] = (tab, [e['rva'] for e in tab], known, d['symbol_table'])
    def resolve(libname, addr):
        if libname not in libs:
            return [f'{libname}!0x{addr:x}']
        tab, rvas, known, raw = libs[libname]
        e = None
        if addr in known:
            e = raw[known[addr]]
        else:
            k = bisect.bisect_right(rvas, addr) - 1
            if k >= 0 and addr < tab[k]['rva'] + max(tab[k].get('size', 1), 1):
                e = tab[k]
        if e is None:
            return [f'{libname}!0x{addr:x}']
        # the symbol itself plus the inline frames the sidecar records for it (innermost first)
        return [st[e['symbol']]] + [st[fr['function']] for fr in e.get('frames', [])]
    return resolve

def stacks(profile, syms):
    resolve = build_resolver(syms)
    libs = profile['libs']
    out = []
    for t in profile['threads']:
        s = t['samples']
        if not s['length']:
            continue
        strs = t['stringArray']; ft = t['frameTable']; fn = t['funcTable']; rt = t['resourceTable']; stt = t['stackTable']
        def frame_names(fi):
            addr = ft['address'][fi]
            func = ft['func'][fi]
            res = fn['resource'][func]
            if addr is not None and addr >= 0 and res is not None and res >= 0:
                lib = libs[rt['lib'][res]]['debugName']
                return resolve(lib, addr)
            return [strs[fn['name'][func]]]
        cache = {}
        def stack_names(si):
            if si in cache:
                return cache[si]
            names = set()
            x = si
            while x is not None:
                names.update(frame_names(stt['frame'][x]))
                x = stt['prefix'][x]
            cache[si] = names
            return names
        weights = s.get('weight') or [1] * s['length']
        for si, w in zip(s['stack'], weights):
            if si is None:
                continue
            out.append((stack_names(si), w or 1))
    return out

PATTERNS = [
    ('rank_players (changed fn)', r'\brank_players\b'),
    ('stable sort internals (culprit)', r'core::slice::sort::stable::'),
    ('slice::sort_by (inline frame)', r'\bsort_by\b'),
    ('driftsort_main', r'\bdriftsort_main\b'),
    ('stable::merge::merge', r'\bstable::merge::merge\b'),
    ('memcpy', r'memcpy'),
    ('unstable quicksort::quicksort', r'\bunstable::quicksort::quicksort\b'),
    ('unstable sort internals', r'core::slice::sort::unstable::'),
    ('generate_players', r'\bgenerate_players\b'),
    ('region_summary', r'\bregion_summary\b'),
    ('format_top', r'\bformat_top\b'),
    ('malloc/free/realloc', r'\b(malloc|free|realloc|cfree|_int_malloc|_int_free)\b'),
    ('kernel (page faults etc)', r'^(asm_exc_page_fault|exc_page_fault|handle_mm_fault)'),
]

def main(topn):
    here = os.path.dirname(os.path.abspath(__file__))
    for side in ('before', 'after'):
        for path in sorted(glob.glob(os.path.join(here, side, 'run-*.json'))):
            if path.endswith('.syms.json'):
                continue
            prof = load(path)
            syms = load(path[:-len('.json')] + '.syms.json')
            ss = stacks(prof, syms)
            n = sum(w for _, w in ss)
            print(f'{side}/{os.path.basename(path)}: samples={n}')
            for label, rx in PATTERNS:
                r = re.compile(rx)
                k = sum(w for names, w in ss if any(r.search(x) for x in names))
                print(f'    {label:<34} {k:6d} samples  {100.0*k/max(n,1):6.1f}%')
            if topn:
                c = Counter()
                for names, w in ss:
                    for x in names:
                        c[x] += w
                print('    top inclusive frames:')
                for x, k in c.most_common(topn):
                    print(f'      {100.0*k/n:6.1f}%  {x[:110]}')

if __name__ == '__main__':
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 12)
