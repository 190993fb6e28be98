"""Inclusive shares per function from the py-spy speedscope files of this case
(all thread profiles pooled; a sample counts once for a function if any frame in
its stack has that name)."""
import json, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["build_corpus", "index_document", "tokenize", "stem", "count_bigrams",
         "compress_doc", "merge", ]

for side in ("before", "after"):
    for fn in sorted(os.listdir(os.path.join(HERE, side))):
        d = json.load(open(os.path.join(HERE, side, fn)))
        frames = d["shared"]["frames"]
        total = 0
        inc = collections.Counter()
        per_prof = []
        for prof in d["profiles"]:
            n_prof = 0
            for stack, w in zip(prof["samples"], prof["weights"]):
                w = 1  # one sample (weights are 0.005 s each at --rate 200)
                total += w
                n_prof += w
                names = {frames[i]["name"] for i in stack}
                for f in FUNCS:
                    if f in names:
                        inc[f] += w
            per_prof.append("%s=%d" % (prof["name"], n_prof))
        print("%s/%s: samples=%d (%d profiles)" % (side, fn, total, len(d["profiles"])))
        print("  profiles: " + ", ".join(per_prof))
        for f in FUNCS:
            print("  %-16s %5d  %5.1f%%" % (f, inc[f], 100.0 * inc[f] / total))
