#!/usr/bin/env python3
"""Independent measurement for s38d-jfr-3v3-exceptions.

Converts each run-N.jfr with the JDK's own `jfr print --json --events
jdk.ExecutionSample --stack-depth 128`, and prints per run the number of
execution samples and the inclusive share (% of samples whose stack contains
the method) of the culprit and the other main methods. Inlined frames are
reported by JFR as ordinary frames and are counted.
"""
import glob, gzip, json, os, shutil, subprocess, tempfile

FUNCS = ['com.example.ingest.Ingest.parseField',
         'java.lang.Throwable.fillInStackTrace',
         'com.example.ingest.Ingest$ParseFailure.<init>',
         'com.example.ingest.Ingest.processLine',
         'com.example.ingest.Ingest.checksum',
         'com.example.ingest.Ingest.score',
         'com.example.ingest.Ingest.main']
SHORT = ['parseField', 'fillInStack', 'PF.<init>', 'processLine', 'checksum', 'score', 'main']

def stacks(path):
    tmp = None
    if path.endswith('.gz'):
        tmp = tempfile.NamedTemporaryFile(suffix='.jfr', delete=False)
        with gzip.open(path, 'rb') as src:
            shutil.copyfileobj(src, tmp)
        tmp.close()
        path = tmp.name
    try:
        out = subprocess.run(['jfr', 'print', '--json', '--events', 'jdk.ExecutionSample',
                              '--stack-depth', '128', path], check=True, capture_output=True, text=True).stdout
    finally:
        if tmp:
            os.unlink(tmp.name)
    for ev in json.loads(out)['recording']['events']:
        st = ev['values'].get('stackTrace') or {}
        fr = []
        for f in st.get('frames', []):
            m = f['method']
            fr.append(m['type']['name'].replace('/', '.') + '.' + m['name'])
        yield fr

def main():
    base = os.path.dirname(os.path.abspath(__file__))
    print('%-14s %7s ' % ('run', 'samples') + ' '.join('%11s' % s for s in SHORT))
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(base, side, 'run-*.jfr*'))):
            tot, inc = 0, {f: 0 for f in FUNCS}
            for fr in stacks(p):
                tot += 1
                s = set(fr)
                for f in FUNCS:
                    if f in s:
                        inc[f] += 1
            name = side + '/' + os.path.basename(p).split('.')[0]
            print('%-14s %7d ' % (name, tot) + ' '.join('%10.1f%%' % (100.0 * inc[f] / tot) for f in FUNCS))
    print('\nshares are inclusive: % of jdk.ExecutionSample events whose stack contains the method')

if __name__ == '__main__':
    main()
