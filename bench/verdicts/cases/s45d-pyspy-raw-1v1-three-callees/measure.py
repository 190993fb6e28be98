#!/usr/bin/env python3
"""Independent measure for this case: reads before/ and after/ profile files and prints, per run,
the sample count and inclusive share (% of samples whose stack has at least one frame matching)
for the culprit regexes of expected.json (as one union) and for the extra groups in groups.json.
Formats: perf script text (.perf.txt[.gz]), py-spy raw folded (.pyspy.folded), Go pprof (.pb.gz,
read with `go tool pprof -raw`), Node .cpuprofile.json."""
import glob, gzip, json, os, re, subprocess

HERE = os.path.dirname(os.path.abspath(__file__))

def perf_samples(path):
    op = gzip.open if path.endswith(".gz") else open
    cur, in_sample = [], False
    with op(path, "rt", errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip():
                if in_sample:
                    yield cur, 1
                cur, in_sample = [], False
                continue
            if line[0] in "\t ":
                parts = line.split(None, 1)
                sym = parts[1] if len(parts) > 1 else "[unknown]"
                sym = re.sub(r" \([^()]*\)$", "", sym)      # drop " (dso)"
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)    # drop "+0xoff"
                cur.append(sym)
            else:
                in_sample = True
    if in_sample:
        yield cur, 1

def folded_samples(path):
    with open(path, errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if line:
                stack, _, n = line.rpartition(" ")
                yield stack.split(";"), int(n)

def pprof_samples(path):
    # `go tool pprof -raw` prints samples as "count nanoseconds: loc ids" and a Locations table
    out = subprocess.run(["go", "tool", "pprof", "-raw", path], capture_output=True, text=True).stdout
    locs, samples, section = {}, [], None
    for line in out.splitlines():
        if line.startswith("Samples:"): section = "s"; continue
        if line.startswith("Locations"): section = "l"; continue
        if line.startswith("Mappings"): section = None; continue
        if section == "s":
            m = re.match(r"\s*(\d+)\s+\d+:\s*(.*)", line)
            if m: samples.append((int(m.group(1)), [int(x) for x in m.group(2).split()]))
        elif section == "l":
            m = re.match(r"\s*(\d+):\s+0x[0-9a-f]+\s+M=\d+\s+(.*?)\s+\S+:\d+\s+s=\d+", line)
            if m:
                cur = int(m.group(1)); locs[cur] = [m.group(2)]
            else:
                m = re.match(r"\s+(\S.*?)\s+\S+:\d+\s+s=\d+", line)   # inlined frames of the same location
                if m and locs: locs[cur].append(m.group(1))
    for n, ids in samples:
        yield [f for i in ids for f in locs.get(i, ["?"])], n

def cpuprofile_samples(path):
    with open(path) as fh:
        p = json.load(fh)
    nodes = {n["id"]: n for n in p["nodes"]}
    parent = {c: n["id"] for n in p["nodes"] for c in n.get("children", [])}
    cache = {}
    def stack(i):
        if i not in cache:
            fr, j = [], i
            while j is not None:
                fr.append(nodes[j]["callFrame"]["functionName"] or "(anonymous)")
                j = parent.get(j)
            cache[i] = fr
        return cache[i]
    for s in p["samples"]:
        yield stack(s), 1

def samples(path):
    if ".perf.txt" in path: return perf_samples(path)
    if path.endswith(".pyspy.folded"): return folded_samples(path)
    if path.endswith(".pb.gz"): return pprof_samples(path)
    if path.endswith(".cpuprofile.json"): return cpuprofile_samples(path)
    raise SystemExit("unknown format " + path)

def main():
    exp = json.load(open(os.path.join(HERE, "expected.json")))
    groups = [("CULPRIT", exp.get("culprit", []))]
    gpath = os.path.join(HERE, "groups.json")
    if os.path.exists(gpath):
        groups += list(json.load(open(gpath)).items())
    groups = [(n, [re.compile(r) for r in rx]) for n, rx in groups]
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            if path.endswith(".syms.json"): continue
            total, hits = 0, [0] * len(groups)
            for frames, n in samples(path):
                total += n
                for gi, (_, rx) in enumerate(groups):
                    if rx and any(r.search(f) for f in frames for r in rx):
                        hits[gi] += n
            cells = "  ".join(f"{name}={100.0*h/max(total,1):.1f}%" for (name, _), h in zip(groups, hits))
            print(f"{side}/{os.path.basename(path)}: samples={total}  {cells}")

if __name__ == "__main__":
    main()
