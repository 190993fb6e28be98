# usage: measure_share.py REGEX files...  share of `perf script` samples with a matching frame on the stack.
import re, sys, gzip, collections
pat = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    text = (gzip.open(f, "rt") if f.endswith(".gz") else open(f)).read()
    n = hit = 0
    leaf = collections.Counter()
    for block in text.strip().split("\n\n"):
        lines = block.strip().split("\n")
        if len(lines) < 2:
            continue
        frames = []
        for l in lines[1:]:
            parts = l.split(None, 1)
            if len(parts) == 2:
                frames.append(re.sub(r"\+0x[0-9a-f]+ .*$|\s\(.*$", "", parts[1]))
        n += 1
        leaf[frames[0] if frames else "?"] += 1
        if any(pat.search(x) for x in frames):
            hit += 1
    print(f"{f}: samples={n} culprit={hit} share={hit/max(n,1):.1%}  top-self={leaf.most_common(5)}")
