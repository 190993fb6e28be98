#!/usr/bin/env python3
"""Share of jdk.ExecutionSample samples whose stack contains the culprit
(Pipeline.collectScores; Integer.valueOf / ArrayList.* frames are its callees).
Reads run-*.jfr or run-*.jfr.gz via the JDK `jfr print --json` tool."""
import glob, gzip, json, os, re, subprocess, sys, tempfile

CULPRIT = re.compile(r'\bPipeline[./]collectScores\b')
BOX = re.compile(r'\bInteger[./]valueOf\b')
LIST = re.compile(r'\bjava[./]util[./]ArrayList\b')

def stacks(path):
    if path.endswith('.gz'):
        with gzip.open(path, 'rb') as f, tempfile.NamedTemporaryFile(suffix='.jfr', delete=False) as t:
            t.write(f.read()); tmp = t.name
    else:
        tmp = path
    try:
        out = subprocess.run(['jfr', 'print', '--json', '--stack-depth', '128',
                              '--events', 'jdk.ExecutionSample', tmp],
                             check=True, capture_output=True, text=True).stdout
    finally:
        if tmp != path: os.unlink(tmp)
    for ev in json.loads(out)['recording']['events']:
        frames = ev['values']['stackTrace']['frames']
        yield [f['method']['type']['name'] + '.' + f['method']['name'] for f in frames]

def main(case):
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(case, side, 'run-*.jfr*'))):
            n = c = b = l = 0
            for st in stacks(p):
                n += 1
                if any(CULPRIT.search(x) for x in st):
                    c += 1
                    # frames above (callee side of) collectScores
                    above = st[:next(i for i, x in enumerate(st) if CULPRIT.search(x))]
                    if any(BOX.search(x) for x in above): b += 1
                    if any(LIST.search(x) for x in above): l += 1
            print(f'{side}/{os.path.basename(p)}: samples={n} collectScores(incl)={100*c/n:.1f}% '
                  f'[under it: Integer.valueOf {100*b/n:.1f}%, java.util.ArrayList.* {100*l/n:.1f}%]')

main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
