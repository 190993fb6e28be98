#!/usr/bin/env python3
"""Inclusive share of culprit frames per run from perf script text (.perf.txt or .perf.txt.gz).
A sample counts once if any frame symbol matches any culprit regex from expected.json."""
import gzip, json, re, sys, pathlib, collections
here = pathlib.Path(__file__).resolve().parent
pats = [re.compile(p) for p in json.loads((here / "expected.json").read_text())["culprit"]]
single = sys.argv[1:] or [r"\bindex_document\b"]
line_re = re.compile(r"^\s*[0-9a-f]+\s+(.*?)\s+\(([^)]*)\)\s*$")
def samples(f):
    op = gzip.open if f.suffix == ".gz" else open
    cur = None
    with op(f, "rt", errors="replace") as fh:
        for line in fh:
            if not line.strip():
                if cur is not None: yield cur
                cur = None
            elif line[0] not in " \t":
                cur = []
            elif cur is not None:
                m = line_re.match(line)
                cur.append(m.group(1) if m else line.strip())
    if cur is not None: yield cur
for side in ("before", "after"):
    for f in sorted((here / side).glob("run-*.perf.txt*")):
        n = hit = 0; one = collections.Counter(); top = collections.Counter()
        for st in samples(f):
            n += 1
            if any(p.search(fr) for fr in st for p in pats): hit += 1
            for s in single:
                if any(re.search(s, fr) for fr in st): one[s] += 1
            if st: top[st[0]] += 1
        print(f"{side}/{f.name}: samples={n} culprit_union={100*hit/max(n,1):.1f}% " +
              " ".join(f"{s}={100*one[s]/max(n,1):.1f}%" for s in single))
        print("   top self:", ", ".join(f"{k[:60]} {100*v/n:.1f}%" for k, v in top.most_common(10)))
