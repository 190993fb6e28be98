#!/usr/bin/env python3
"""Independent measure for this case: reads before/ and after/ profile files and prints, per run,
the sample count and inclusive share (% of samples whose stack has at least one frame matching)
for the culprit regexes of expected.json and for a few extra groups.
Formats: perf script text (.perf.txt[.gz]), py-spy raw folded (.pyspy.folded), Go pprof (.pb.gz,
via `go tool pprof -traces`), JFR (.jfr, via `jfr print --json`), Node .cpuprofile.json."""
import glob, gzip, json, os, re, subprocess, sys

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
                sym = re.sub(r" \([^()]*\)$", "", sym)
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                cur.append(sym)
            else:
                in_sample = True
    if in_sample:
        yield cur, 1

def folded_samples(path):
    with open(path, errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line:
                continue
            stack, _, n = line.rpartition(" ")
            yield stack.split(";"), int(n)

def pprof_samples(path):
    out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True).stdout
    blocks = out.split("-----------+-------------------------------------------------------")
    for b in blocks[1:]:
        lines = [l for l in b.split("\n") if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*([0-9.]+)(ms|s|us)\s+(.*)", lines[0])
        if not m:
            continue
        v = float(m.group(1)) * {"ms": 1, "s": 1000, "us": 0.001}[m.group(2)]
        frames = [m.group(3).strip()] + [l.strip() for l in lines[1:]]
        frames = [re.sub(r"\s*\(inline\)$", "", f) for f in frames]
        yield frames, int(round(v / 10.0))  # 100 Hz -> 10 ms per sample

def jfr_samples(path):
    out = subprocess.run(["jfr", "print", "--json", "--events", "jdk.ExecutionSample", path],
                         capture_output=True, text=True).stdout
    data = json.loads(out)
    for ev in data["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {}
        frames = []
        for fr in st.get("frames", []):
            m = fr["method"]
            cls = m["type"]["name"].replace("/", ".")
            frames.append(f"{cls}.{m['name']}")
        yield frames, 1

def cpuprofile_samples(path):
    with open(path) as fh:
        p = json.load(fh)
    nodes = {n["id"]: n for n in p["nodes"]}
    parent = {}
    for n in p["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    cache = {}
    def stack(i):
        if i not in cache:
            fr, j = [], i
            while j is not None:
                cf = nodes[j]["callFrame"]
                fr.append((cf["functionName"] or "(anonymous)") + " " + os.path.basename(cf.get("url", "")))
                j = parent.get(j)
            cache[i] = fr
        return cache[i]
    for s in p["samples"]:
        yield stack(s), 1

def samples(path):
    if ".perf.txt" in path: return perf_samples(path)
    if path.endswith(".pyspy.folded"): return folded_samples(path)
    if path.endswith(".pb.gz"): return pprof_samples(path)
    if path.endswith(".jfr"): return jfr_samples(path)
    if path.endswith(".cpuprofile.json"): return cpuprofile_samples(path)
    raise SystemExit("unknown format " + path)

def main():
    exp = json.load(open(os.path.join(HERE, "expected.json")))
    groups = [("CULPRIT(expected.json)", exp.get("culprit", []))]
    extra = json.load(open(os.path.join(HERE, "groups.json"))) if os.path.exists(os.path.join(HERE, "groups.json")) else {}
    groups += list(extra.items())
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
