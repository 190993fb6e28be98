import json, sys
from collections import Counter
d = json.load(open(sys.argv[1]))
fr = [f["name"] for f in d["shared"]["frames"]]
for p in d["profiles"]:
    c = Counter(); leaf = Counter()
    for s, w in zip(p["samples"], p["weights"]):
        for n in set(fr[i] for i in s): c[n] += 1
        leaf[fr[s[-1]] if s else "<empty>"] += 1
    print(p["name"], len(p["samples"]), "inclusive:", c.most_common(8))
    print("   leaf:", leaf.most_common(6))
