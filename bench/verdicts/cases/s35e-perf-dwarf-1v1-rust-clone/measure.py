#!/usr/bin/env python3
"""Read this case's perf-script text files (.perf.txt or .perf.txt.gz; DWARF
call graphs, inlined frames marked "(inlined)") and print per run the total
samples and the samples whose stack contains:
  Vec::clone   = <alloc::vec::Vec<T,A> as core::clone::Clone>::clone  (the new clone)
  String::clone= <alloc::string::String as core::clone::Clone>::clone (per-element clone)
  drop Matcher = core::ptr::drop_in_place<tagger::Matcher>            (dropping the owned copy)
  clone+drop   = union of the three above (all code added by the change)
  malloc/free  = glibc allocator frames (anywhere)
  hits         = tagger::Matcher::hits (unchanged matching work)
  tag_document = tagger::tag_document (the changed function; inlined into main)"""
import glob, gzip, os, re

CASE = os.path.dirname(os.path.abspath(__file__))
GROUPS = {
    "Vec::clone": re.compile(r"^<alloc::vec::Vec<T,A> as core::clone::Clone>::clone$"),
    "String::clone": re.compile(r"^<alloc::string::String as core::clone::Clone>::clone$"),
    "drop Matcher": re.compile(r"^core::ptr::drop_in_place<tagger::Matcher>$"),
    "malloc/free": re.compile(r"^(__GI___libc_malloc|__GI___libc_free|_int_malloc|_int_free|malloc|free|cfree)$"),
    "hits": re.compile(r"^tagger::Matcher::hits$"),
    "tag_document": re.compile(r"^tagger::tag_document$"),
}
UNION = ("Vec::clone", "String::clone", "drop Matcher")

def samples(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", errors="replace") as f:
        block = []
        for line in f:
            if not line.strip():
                if block:
                    yield block
                block = []
            else:
                block.append(line.rstrip("\n"))
        if block:
            yield block

def frames(block):
    out = set()
    for l in block[1:]:
        p = l.strip().split(None, 1)
        if len(p) == 2:
            out.add(re.sub(r"\+0x[0-9a-f]+$", "", p[1].rsplit(" (", 1)[0]))
    return out

names = list(GROUPS) + ["clone+drop"]
print(f"{'run':13} {'samples':>7} " + " ".join(f"{n:>16}" for n in names))
for side in ("before", "after"):
    for p in sorted(glob.glob(os.path.join(CASE, side, "run-*.perf.txt*"))):
        tot = 0; cnt = {n: 0 for n in names}
        for b in samples(p):
            tot += 1
            fr = frames(b)
            hit = {g for g, rx in GROUPS.items() if any(rx.match(x) for x in fr)}
            for g in hit:
                cnt[g] += 1
            if hit & set(UNION):
                cnt["clone+drop"] += 1
        name = f"{side}/{os.path.basename(p).split('.')[0]}"
        print(f"{name:13} {tot:>7} " + " ".join(f"{cnt[n]:>7} ({100*cnt[n]/tot:5.1f}%)" for n in names))
