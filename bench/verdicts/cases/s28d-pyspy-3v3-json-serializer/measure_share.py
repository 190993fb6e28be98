import json, re, sys
# usage: measure_share.py REGEX files...  (share of sample weight with a matching frame on the stack)
pat = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    d = json.load(open(f))
    frames = d["shared"]["frames"]
    tot = hit = 0; n = 0
    for p in d["profiles"]:
        for st, w in zip(p["samples"], p["weights"]):
            n += 1; tot += w
            if any(pat.search(frames[i]["name"]) for i in st):
                hit += w
    print(f"{f}: samples={n} weight={tot} culprit={hit} share={hit/max(tot,1):.1%}")
