#!/usr/bin/env python3
"""Read the captured JFR files via `jfr print --json --stack-depth 64 --events
jdk.ExecutionSample` and report, per run, total execution samples and the
samples/share of the changed validator (FieldValidator.isEmail) and its callers
(validate <- RequestParser.parseBody <- RequestParser.parse <- Server$RequestHandler.handle)."""
import glob, json, os, subprocess
from collections import Counter

CASE = os.path.dirname(os.path.abspath(__file__))

def stacks(path):
    out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '64', '--events', 'jdk.ExecutionSample', path],
                         check=True, capture_output=True, text=True).stdout
    for ev in json.loads(out)['recording']['events']:
        v = ev['values']
        st = v.get('stackTrace') or {'frames': [], 'truncated': False}
        frames = []
        for f in st['frames']:  # leaf first
            m = f['method']
            frames.append(m['type']['name'].replace('/', '.') + '.' + m['name'])
        yield v['sampledThread']['javaName'], frames, st.get('truncated', False)

CHAIN = ['Server$RequestHandler.handle', 'RequestParser.parse', 'RequestParser.parseBody',
         'FieldValidator.validate', 'FieldValidator.isEmail']

def measure(path):
    c = Counter()
    for thread, fr, trunc in stacks(path):
        c['total'] += 1
        c['truncated'] += trunc
        names = set(fr)
        for k in CHAIN:
            if k in names:
                c[k] += 1
        if 'Server.makeRequests' in names:
            c['makeRequests'] += 1
        if 'FieldValidator.isEmail' in names and 'java.util.regex.Pattern.compile' in names:
            c['isEmail>Pattern.compile'] += 1
        if 'java.lang.String.split' in names and 'java.util.regex.Pattern.compile' in names:
            c['split>Pattern.compile'] += 1
        if fr and fr[0] == 'FieldValidator.isEmail':
            c['isEmail self'] += 1
    return c

def pct(a, b):
    return f'{100.0 * a / b:.1f}%' if b else 'n/a'

cols = CHAIN + ['isEmail>Pattern.compile', 'split>Pattern.compile', 'makeRequests', 'truncated']
short = {'Server$RequestHandler.handle': 'handle', 'RequestParser.parse': 'parse', 'RequestParser.parseBody': 'parseBody',
         'FieldValidator.validate': 'validate', 'FieldValidator.isEmail': 'isEmail'}
print('Inclusive samples (method anywhere on the stack). isEmail>Pattern.compile = Pattern.compile under isEmail;')
print('split>Pattern.compile = the (unchanged) String.split("\\r\\n") in parse compiling its regex.')
print()
print('| side | run | samples | ' + ' | '.join(short.get(k, k) for k in cols) + ' |')
print('|---|---|---|' + '---|' * len(cols))
agg = {}
for side in ('before', 'after'):
    for path in sorted(glob.glob(os.path.join(CASE, side, 'run-*.jfr'))):
        run = os.path.basename(path).split('.')[0]
        c = measure(path)
        agg.setdefault(side, Counter()).update(c)
        print(f'| {side} | {run} | {c["total"]} | ' + ' | '.join(f'{c[k]} ({pct(c[k], c["total"])})' for k in cols) + ' |')
for side, c in agg.items():
    print(f'| {side} | all | {c["total"]} | ' + ' | '.join(f'{c[k]} ({pct(c[k], c["total"])})' for k in cols) + ' |')
