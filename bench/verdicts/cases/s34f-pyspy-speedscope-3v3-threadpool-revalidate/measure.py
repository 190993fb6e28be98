#!/usr/bin/env python3
"""Independent share measurement for py-spy profiles (speedscope JSON or raw/folded text).

usage: measure.py REGEX[,,REGEX...] FILE...
       measure.py stack:REGEX FILE...   (REGEX searched in the whole stack, frames joined by ';',
                                         root first; e.g. 'job_worker \([^;]*\)$' = self time)
For each file: total samples, samples whose stack has at least one frame whose
function name matches one of the regexes (Python re.search, unanchored unless
anchored), the share, and the same per thread. Frames are matched as
"name (file:line)" (raw) or "name (file:line)" built from speedscope frame fields.
"""
import gzip, json, re, sys
from collections import defaultdict


def opener(p):
    return gzip.open(p, "rt") if p.endswith(".gz") else open(p)


def stacks(path):
    """yield (thread_label, [frame strings root..leaf], weight)"""
    if ".speedscope.json" in path:
        d = json.load(opener(path))
        frames = d["shared"]["frames"]
        names = []
        for f in frames:
            s = f["name"]
            if f.get("file") is not None:
                s += " (%s:%s)" % (f["file"], f.get("line", "?"))
            names.append(s)
        for prof in d["profiles"]:
            if prof["type"] == "sampled":
                for st, w in zip(prof["samples"], prof["weights"]):
                    yield prof["name"], [names[i] for i in st], 1  # one sample each (weight = 1/rate s)
            else:  # evented: turn into self-time weights by walking events
                raise SystemExit("evented profile not supported")
    else:
        for line in opener(path):
            line = line.rstrip("\n")
            if not line:
                continue
            st, _, n = line.rpartition(" ")
            fr = st.split(";")
            yield fr[0], fr[1:], int(n)


def thread_label(th, fr):
    """thread name without its id: from the root frame 'thread (tid): name' if present"""
    for cand in ([fr[0]] if fr else []) + [th]:
        cand = re.sub(r" \([^()]*:\d+\)$", "", cand)
        m = re.match(r'thread \(\d+\)(?::\s*(.*))?$', cand)
        if m:
            return m.group(1) or "?"
        m = re.match(r'Thread \d+ "(.*)"$', cand)
        if m and m.group(1):
            return m.group(1)
    return "?"


def main():
    whole = sys.argv[1].startswith("stack:")
    pats = [re.compile(p) for p in sys.argv[1][len("stack:") if whole else 0:].split(",,")]
    print("%-40s %7s %7s %7s   per-thread (hits/total)" % ("file", "total", "hits", "share"))
    for path in sys.argv[2:]:
        tot = hit = 0
        per = defaultdict(lambda: [0, 0])
        for th, fr, w in stacks(path):
            th = thread_label(th, fr)
            tot += w
            per[th][1] += w
            if (any(p.search(";".join(fr)) for p in pats) if whole
                    else any(p.search(f) for f in fr for p in pats)):
                hit += w
                per[th][0] += w
        pt = "  ".join("%s=%d/%d" % (k, v[0], v[1]) for k, v in sorted(per.items(), key=lambda kv: -kv[1][1]))
        print("%-40s %7d %7d %6.1f%%   %s" % (path, tot, hit, 100.0 * hit / max(tot, 1), pt))


if __name__ == "__main__":
    main()
