#!/usr/bin/env python3
"""Share of rank_terms / checksum / parse among samples whose leaf is NOT the time.sleep line in fetch (indexer.py:17)."""
import sys
for p in sys.argv[1:]:
    tot = sl = 0; hit = {'rank_terms': 0, 'checksum': 0, 'parse': 0}
    for ln in open(p):
        st, _, n = ln.rstrip('\n').rpartition(' '); n = int(n); fr = st.split(';'); tot += n
        if fr[-1] == 'fetch (indexer.py:17)': sl += n; continue
        for k in hit:
            if any(f.startswith(k + ' (') for f in fr): hit[k] += n
    act = tot - sl
    print(p, 'samples', tot, 'sleep-line', sl, 'non-sleep', act, ' '.join(f'{k} {v} = {100*v/act:.1f}%' for k, v in hit.items()))
