"""Inclusive shares per function from the py-spy raw (folded) files of this case.
A sample counts once for a function if any frame in its stack has that name."""
import gzip, os, re, collections
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ["score_record", "parse_record", "normalize_fields", "aggregate",
         "process_line", "worker_loop", "feed", "make_line"]

def load(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            yield stack.split(";"), int(n)

for side in ("before", "after"):
    for fn in sorted(os.listdir(os.path.join(HERE, side))):
        total = 0
        inc = collections.Counter()
        threads = collections.Counter()
        for frames, n in load(os.path.join(HERE, side, fn)):
            total += n
            threads[frames[0]] += n
            names = {re.sub(r" \(.*$", "", fr) for fr in frames[1:]}
            for f in FUNCS:
                if f in names:
                    inc[f] += n
        print("%s/%s: samples=%d" % (side, fn, total))
        print("  threads: " + ", ".join("%s=%d" % (t, c) for t, c in sorted(threads.items())))
        for f in FUNCS:
            print("  %-18s %5d  %5.1f%%" % (f, inc[f], 100.0 * inc[f] / total))
