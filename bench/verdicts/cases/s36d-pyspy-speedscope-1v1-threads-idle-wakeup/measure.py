#!/usr/bin/env python3
"""Per run: share of all samples (all threads, idle included) where the housekeeping thread's
loop (housekeeping_loop) is on the stack, split into 'waiting' (leaf is threading's
Event.wait/Condition.wait) and 'active' (anything else: count_due_sessions, expire_sessions,
loop overhead). Also per-thread sample counts.
Reads run-*.speedscope.json[.gz] (py-spy --format speedscope, sampled profiles with weights)."""
import glob, gzip, json, os, re, sys

LOOP = re.compile(r'\bhousekeeping_loop\b')
WAIT = re.compile(r'^(Event\.wait|Condition\.wait|wait)\b')
CHECK = re.compile(r'\bcount_due_sessions\b')

def load(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as f:
        return json.load(f)

def main(case):
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(case, side, 'run-*.speedscope.json*'))):
            d = load(p)
            names = [fr['name'] for fr in d['shared']['frames']]
            tot = loop = active = check = 0; n = 0
            per_thread = []
            for prof in d['profiles']:
                w = prof.get('weights') or [1] * len(prof['samples'])
                tsum = 0
                for stack, wt in zip(prof['samples'], w):
                    fr = [names[i] for i in stack]
                    tot += wt; tsum += wt; n += 1
                    if any(LOOP.search(x) for x in fr):
                        loop += wt
                        leaf = fr[-1] if fr else ''
                        if not WAIT.search(leaf):
                            active += wt
                        if any(CHECK.search(x) for x in fr):
                            check += wt
                per_thread.append(f"{prof['name'].split(' ', 2)[-1]}={tsum:.2f}s")
            print(f'{side}/{os.path.basename(p)}: samples={n} ({tot:.2f} s) housekeeping_loop(incl)={100*loop/tot:.1f}% '
                  f'active(not waiting)={100*active/tot:.1f}% count_due_sessions={100*check/tot:.1f}%  threads: {" ".join(per_thread)}')

main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
