#!/usr/bin/env python3
"""Count exception-machinery samples (any frame _Unwind_*/__cxa_*/__gxx_personality*/libgcc_s) with and
without parse_record on the stack. usage: eh_split.py file..."""
import re, sys, importlib.util, os
spec = importlib.util.spec_from_file_location('share', os.path.join(os.path.dirname(__file__), 'share.py'))
src = open(spec.origin).read().split('\ndef main')[0]
ns = {}; exec(src, ns)
eh = re.compile(r'^(_Unwind_|__cxa_|__gxx_personality)')
for p in sys.argv[1:]:
    n = under = outside = 0
    for st in ns['frames_of'](p):
        n += 1
        if any(eh.search(s) for s in st):
            if any(s.startswith('parse_record') for s in st): under += 1
            else: outside += 1
    print(f"{os.path.basename(os.path.dirname(p))}/{os.path.basename(p)}: EH samples under parse_record {under} ({100*under/n:.1f}%), outside it {outside} ({100*outside/n:.1f}%), of {n}")
