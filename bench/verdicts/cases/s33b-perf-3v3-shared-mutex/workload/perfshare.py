#!/usr/bin/env python3
"""Count samples in `perf script` output and the share whose stack contains a frame matching REGEX.
usage: perfshare.py REGEX file.perf.txt[.gz] ..."""
import gzip, re, sys
rx = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    op = gzip.open if path.endswith('.gz') else open
    total = hit = 0
    frames = []
    def flush():
        global total, hit
        if frames:
            total += 1
            if any(rx.search(f) for f in frames): hit += 1
    with op(path, 'rt', errors='replace') as fh:
        in_stack = False
        for line in fh:
            if not line.strip():
                flush(); frames = []; in_stack = False; continue
            if line[0] in ' \t':
                parts = line.split(None, 1)
                if len(parts) == 2:
                    frames.append(parts[1].split(' (')[0].split('+0x')[0])
            else:
                flush(); frames = ['<hdr>']
        flush()
    print(f"{path}: samples={total} hit={hit} share={100.0*hit/max(total,1):.2f}%")
