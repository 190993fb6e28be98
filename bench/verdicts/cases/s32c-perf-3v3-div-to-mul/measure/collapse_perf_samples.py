#!/usr/bin/env python3
"""Minimal `perf script` -> folded collapser counting SAMPLES (not period).
Frame name = symbol without +0xoff; kernel frames get a _[k] suffix."""
import sys, re, collections
c = collections.Counter()
def flush(frames):
    if frames: c[';'.join(reversed(frames))] += 1
frames = None
for line in open(sys.argv[1], errors='replace'):
    if not line.strip():
        if frames is not None: flush(frames); frames = None
        continue
    if not line[0].isspace():
        if frames is not None: flush(frames)
        frames = []
        continue
    parts = line.strip().split(None, 1)
    if len(parts) < 2: continue
    sym = parts[1]
    m = re.match(r'(.*?) \((.*)\)$', sym)
    name, dso = (m.group(1), m.group(2)) if m else (sym, '')
    name = re.sub(r'\+0x[0-9a-f]+$', '', name)
    if 'kernel.kallsyms' in dso: name += '_[k]'
    frames.append(name)
if frames is not None: flush(frames)
for k, v in c.items(): print(k, v)
