#!/usr/bin/env python3
"""Per run: share of perf samples whose stack contains the culprit:
parseMessage (JS), JSON.parse internals (Builtin JsonParse / v8::internal::JsonParser* /
JsonParseInternalizer*) or reviveDates. Reads run-*.perf.txt[.gz] (perf script text)."""
import glob, gzip, os, re, sys

CULPRIT = [re.compile(p) for p in (r'\bparseMessage\b', r'JsonParse', r'JsonParser', r'JsonParseInternalizer',
                                   r'\breviveDates\b')]
REVIVER = re.compile(r'\breviveDates\b|JsonParseInternalizer')
FRAME = re.compile(r'^\s*[0-9a-f]+ (.*) \(([^)]*)\)\s*$')

def samples(path):
    op = gzip.open if path.endswith('.gz') else open
    with op(path, 'rt', errors='replace') as f:
        frames = None
        for line in f:
            if not line.strip():
                if frames is not None: yield frames
                frames = None
            elif line[0] not in ' \t':
                frames = []
            else:
                m = FRAME.match(line)
                if m and frames is not None: frames.append(m.group(1))
        if frames is not None: yield frames

def main(case):
    for side in ('before', 'after'):
        for p in sorted(glob.glob(os.path.join(case, side, 'run-*.perf.txt*'))):
            n = c = r = 0
            for fr in samples(p):
                n += 1
                if any(rx.search(x) for x in fr for rx in CULPRIT): c += 1
                if any(REVIVER.search(x) for x in fr): r += 1
            print(f'{side}/{os.path.basename(p)}: samples={n} culprit={100*c/n:.1f}% '
                  f'(of which reviver/internalizer {100*r/n:.1f}%)')

main(sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__)))
