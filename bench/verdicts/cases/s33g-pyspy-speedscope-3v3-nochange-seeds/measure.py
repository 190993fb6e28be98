import json, sys
# usage: ssshare.py FUNC[,FUNC...] files...  -> per run: sample count and share of samples with FUNC on the stack
funcs = sys.argv[1].split(",")
for f in sys.argv[2:]:
    d = json.load(open(f)); frames = d["shared"]["frames"]
    tot = 0; hits = {fn: 0 for fn in funcs}
    for p in d["profiles"]:
        for s, w in zip(p["samples"], p["weights"]):
            names = {frames[i]["name"] for i in s}
            tot += 1
            for fn in funcs:
                if fn in names: hits[fn] += 1
    print(f"{f}: samples={tot} " + " ".join(f"{fn}={hits[fn]/tot:.3f}" for fn in funcs))
