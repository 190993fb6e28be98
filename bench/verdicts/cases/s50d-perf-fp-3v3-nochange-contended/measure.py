#!/usr/bin/env python3
"""Inclusive shares per perf script text file (samples whose stack contains a matching frame)."""
import gzip, glob, os, re, collections
HERE = os.path.dirname(os.path.abspath(__file__))
GROUPS = {
    'lock+futex': re.compile(r'pthread_mutex_lock|pthread_mutex_unlock|lll_lock|futex'),
    'token_stats_bump': re.compile(r'\btoken_stats_bump\b'),
    'futex (kernel)': re.compile(r'futex'),
    'index_record': re.compile(r'\bindex_record\b'),
    'index_lookup': re.compile(r'\bindex_lookup\b'),
    'rescan_bucket': re.compile(r'\brescan_bucket\b'),
    'make_event': re.compile(r'\bmake_event\b|vfprintf|snprintf'),
    'tokenize_and_score': re.compile(r'\btokenize_and_score\b|\bhash_token\b'),
}
def stacks(path):
    op = gzip.open if path.endswith('.gz') else open
    cur = None
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if cur is not None: yield cur
                cur = None; continue
            if not line[0].isspace(): cur = []; continue
            parts = line.split(None, 1)
            if cur is not None and len(parts) > 1:
                cur.append(parts[1].rsplit(' (', 1)[0])
    if cur is not None: yield cur
for side in ('before', 'after'):
    for p in sorted(glob.glob(os.path.join(HERE, side, 'run-*.perf.txt*'))):
        tot = 0; hit = collections.Counter()
        for st in stacks(p):
            tot += 1
            for g, r in GROUPS.items():
                if any(r.search(fr) for fr in st): hit[g] += 1
        print(f"{side}/{os.path.basename(p)}: samples={tot} " + ' | '.join(f"{g}={100*hit[g]/tot:.1f}%" for g in GROUPS))
