#!/usr/bin/env python3
"""Independent measure for `perf script` text (gzipped). Per run: number of samples and the
inclusive share (% of samples whose stack contains a frame whose symbol matches) of each pattern."""
import glob, gzip, os, re
D = os.path.dirname(os.path.abspath(__file__))
PATS = [("resolve_prices (culprit)", r"\bresolve_prices\b"),
        ("btree search_tree (culprit)", r"\bsearch_tree\b"),
        ("BTreeMap::get", r"\bBTreeMap<K,V,A>::get\b"),
        ("hashbrown HashMap::get", r"\bhashbrown::map::HashMap<K,V,S,A>::get\b"),
        ("SipHash (hash_one)", r"\bhash_one\b"),
        ("summarize_invoice", r"\bsummarize_invoice\b"),
        ("generate_orders", r"\bgenerate_orders\b"),
        ("build_price_table", r"\bbuild_price_table\b"),
        ("kernel frames", r"\[kernel\.kallsyms\]")]
FRAME = re.compile(r"^\s+[0-9a-f]+ (.*?)(\+0x[0-9a-f]+)? \((.*)\)$")
def samples(p):
    cur = None
    with gzip.open(p, 'rt', errors='replace') if p.endswith('.gz') else open(p) as f:
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif line[0] not in ' \t':
                cur = []
            elif cur is not None:
                m = FRAME.match(line.rstrip('\n'))
                if m: cur.append(m.group(1) + " (" + m.group(3) + ")")
    if cur is not None: yield cur
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(D, side, "run-*.perf.txt*"))):
        cnt = {n: 0 for n, _ in PATS}; tot = 0
        rx = [(n, re.compile(r)) for n, r in PATS]
        for st in samples(p):
            tot += 1
            for n, r in rx:
                if any(r.search(fr) for fr in st): cnt[n] += 1
        print(f"{side}/{os.path.basename(p)}: samples={tot}")
        for n, _ in PATS:
            print(f"   {n:30s} {cnt[n]:6d}  {100.0*cnt[n]/max(tot,1):6.2f}%")
