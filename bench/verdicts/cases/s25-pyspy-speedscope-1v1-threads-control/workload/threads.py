#!/usr/bin/env python3
"""Per-thread sample counts and shares in py-spy speedscope files (one profile per thread)."""
import json, sys
for p in sys.argv[1:]:
    d = json.load(open(p)); tot = sum(len(pr['samples']) for pr in d['profiles'])
    print(p, 'samples', tot)
    for pr in d['profiles']:
        name = pr['name'].split('"')[1] if '"' in pr['name'] else pr['name']
        print(f"  {name or '(main, unnamed)':16s} {len(pr['samples']):5d} = {100 * len(pr['samples']) / tot:.1f}%")
