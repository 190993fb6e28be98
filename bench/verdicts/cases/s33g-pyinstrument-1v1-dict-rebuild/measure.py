import json, sys, re
# usage: pishare.py REGEX file.json...  -> share of root time spent under frames whose function matches
rx = re.compile(sys.argv[1])
def walk(node, inside):
    # returns time under a matching frame (counting outermost matches only)
    if not inside and rx.search(node["function"]):
        return node["time"]
    return sum(walk(c, inside) for c in node.get("children", []))
def selft(node, acc, path=""):
    ch = node.get("children", [])
    acc[node["function"]] = acc.get(node["function"], 0) + node["time"] - sum(c["time"] for c in ch)
    for c in ch: selft(c, acc)
for f in sys.argv[2:]:
    d = json.load(open(f)); r = d["root_frame"]
    hit = walk(r, False)
    acc = {}; selft(r, acc)
    top = sorted(acc.items(), key=lambda kv: -kv[1])[:6]
    print(f"{f}: duration={d['duration']:.2f}s samples={d['sample_count']} root_time={r['time']:.3f} culprit_time={hit:.3f} share={hit/r['time']:.3f}")
    print("   self:", ", ".join(f"{k}={v/r['time']:.3f}" for k, v in top))
