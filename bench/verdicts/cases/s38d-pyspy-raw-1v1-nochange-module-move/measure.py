#!/usr/bin/env python3
"""Independent measurement for s38d-pyspy-raw-1v1-nochange-module-move.

Reads py-spy `--format raw` files (collapsed stacks "f (file.py:N);g (file.py:M) COUNT"),
strips the " (file:line)" part so functions are compared by name only, and prints per
run the total samples and the inclusive share (% of samples whose stack contains the
function) of each main function, plus which files the frames came from.
"main" means app.py's main (site.py's startup main() is kept apart); "startup" = samples
whose stack does not contain app.py's main (interpreter start-up imports, site .pth files).
"""
import collections, glob, gzip, os, re

FUNCS = ['main', 'tokenize', 'score_tokens', 'build_index', 'summarize', 'make_lines']
FR = re.compile(r'^(.*?) \(([^():]+)(?::(\d+))?\)$')

def load(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt') as fh:
        for line in fh:
            line = line.rstrip('\n')
            if not line:
                continue
            stack, n = line.rsplit(' ', 1)
            frames = []
            for f in stack.split(';'):
                m = FR.match(f)
                frames.append((m.group(1), os.path.basename(m.group(2))) if m else (f, ''))
            yield frames, int(n)

def main():
    base = os.path.dirname(os.path.abspath(__file__))
    print('%-14s %7s ' % ('run', 'samples') + ' '.join('%13s' % f for f in FUNCS) + ' %13s' % 'startup')
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(base, side, 'run-*.raw.txt*'))):
            tot, inc, files = 0, collections.Counter(), collections.defaultdict(set)
            for frames, n in load(p):
                tot += n
                names = set()
                for name, fn in frames:
                    if name == 'main' and fn != 'app.py':
                        name = 'main@' + fn  # site.py's main() during interpreter startup
                    names.add(name)
                    files[name].add(fn)
                for f in FUNCS:
                    if f in names:
                        inc[f] += n
            name = side + '/' + os.path.basename(p).split('.')[0]
            print('%-14s %7d ' % (name, tot) + ' '.join('%12.1f%%' % (100.0 * inc[f] / tot) for f in FUNCS)
                  + ' %12.1f%%' % (100.0 * (tot - inc['main']) / tot))
            print('   files: ' + ', '.join('%s<-%s' % (f, '/'.join(sorted(files[f]))) for f in FUNCS if files[f]))
    print('\nshares are inclusive: % of samples whose stack contains the function (matched by name)')

if __name__ == '__main__':
    main()
