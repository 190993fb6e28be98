#!/usr/bin/env python3
"""Measures, per profile file (py-spy speedscope JSON or py-spy raw/folded text):
  - the share of samples whose stack contains a frame named FUNC (inclusive share),
  - the share whose leaf frame is FUNC (self share),
  - for the helper: its inclusive share split by the frame that called it.
usage: measure.py HELPER FUNC[,FUNC...] FILE..."""
import collections, json, sys


def stacks(path):
    """yield (list of frame names root->leaf, weight)"""
    if path.endswith('.json'):
        d = json.load(open(path))
        names = [f['name'] for f in d['shared']['frames']]
        for prof in d['profiles']:
            if prof['type'] == 'sampled':
                # py-spy writes weights in seconds (1/rate each); count samples instead
                for st in prof['samples']:
                    yield [names[i] for i in st], 1
            else:  # evented
                raise SystemExit('evented profile not supported')
    else:
        for line in open(path):
            line = line.rstrip('\n')
            if not line:
                continue
            st, _, n = line.rpartition(' ')
            yield [f.split(' (')[0] for f in st.split(';')], int(n)


def main():
    helper = sys.argv[1]
    funcs = sys.argv[2].split(',')
    rows = []
    callers_all = collections.Counter()
    for p in sys.argv[3:]:
        tot = 0
        inc = collections.Counter(); self_ = collections.Counter(); by_caller = collections.Counter()
        for fr, w in stacks(p):
            tot += w
            for f in set(fr):
                inc[f] += w
            if fr:
                self_[fr[-1]] += w
            for i, f in enumerate(fr):
                if f == helper:
                    by_caller[fr[i - 1] if i else '(root)'] += w
                    break
        rows.append((p, tot, inc, self_, by_caller))
        callers_all.update(by_caller)
    print('| file | samples | ' + ' | '.join(f'`{f}` incl. | self' for f in funcs) + ' |')
    print('|---|---:|' + '---:|---:|' * len(funcs))
    for p, tot, inc, self_, _ in rows:
        print(f'| {p} | {tot} | ' + ' | '.join(f'{100*inc[f]/tot:.1f}% | {100*self_[f]/tot:.1f}%' for f in funcs) + ' |')
    callers = [c for c, _ in callers_all.most_common()]
    print()
    print(f'`{helper}` inclusive share by calling frame (share of all samples):')
    print()
    print('| file | ' + ' | '.join(callers) + ' |')
    print('|---|' + '---:|' * len(callers))
    for p, tot, _, _, bc in rows:
        print(f'| {p} | ' + ' | '.join(f'{100*bc[c]/tot:.1f}%' for c in callers) + ' |')


main()
