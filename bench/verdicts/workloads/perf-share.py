"""perf-share.py REGEX FILE...: samples whose stack has a symbol matching REGEX, of all, per perf script file."""
import gzip, re, sys
rx = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    op = gzip.open if path.endswith('.gz') else open
    total = hit = 0
    cur = False
    insample = False
    with op(path, 'rt', errors='replace') as f:
        for line in f:
            if not line.strip():
                if insample:
                    total += 1; hit += cur
                insample = False; cur = False
                continue
            if line[0] not in ' \t':
                insample = True
                continue
            parts = line.split(None, 1)
            if len(parts) == 2:
                sym = parts[1].rsplit(' (', 1)[0].split('+0x')[0]
                if rx.search(sym): cur = True
    if insample: total += 1; hit += cur
    print(f"{path}: {hit}/{total} = {100*hit/max(total,1):.1f}%")
