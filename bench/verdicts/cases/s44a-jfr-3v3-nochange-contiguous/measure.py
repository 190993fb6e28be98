#!/usr/bin/env python3
"""Independent share measurement for this case (does not use flamediff).
Reads every profile in before/ and after/, and prints per run: sample count and the inclusive
share (% of sample weight whose stack contains at least one frame matching a group's regexes).
Groups: the culprit union from expected.json (if any) plus NAME=REGEX arguments
(REGEX is searched in each single frame name; join alternatives with |).
Formats: .perf.txt[.gz] (perf script), .pyspy.folded, .speedscope.json, .pprof (via go tool pprof -raw),
.jfr[.gz] (via jfr print), .cpuprofile."""
import glob, gzip, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GO = "/usr/lib/go-1.19/bin/go"

def perf_txt(path):
    op = gzip.open if path.endswith(".gz") else open
    cur, ins = [], False
    with op(path, "rt", errors="replace") as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line.strip():
                if ins: yield cur, 1
                cur, ins = [], False
                continue
            if line[0] in "\t ":
                parts = line.split(None, 1)
                sym = parts[1] if len(parts) > 1 else "[unknown]"
                sym = re.sub(r" \([^()]*\)$", "", sym)
                sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                cur.append(sym)
            else:
                ins = True
    if ins: yield cur, 1

def folded(path):
    with open(path) as fh:
        for line in fh:
            line = line.rstrip("\n")
            if not line: continue
            stack, n = line.rsplit(" ", 1)
            yield stack.split(";"), int(n)

def speedscope(path):
    d = json.load(open(path))
    names = [f["name"] for f in d["shared"]["frames"]]
    for p in d["profiles"]:
        for s, w in zip(p["samples"], p["weights"]):
            yield [names[i] for i in s], 1  # py-spy writes every sample with the same weight (1/rate s)

def pprof(path):
    out = subprocess.run([GO, "tool", "pprof", "-raw", path], capture_output=True, text=True, check=True).stdout
    # Samples section: "  count value: id id id", then Locations: "id: 0xaddr M=1 func file:line s=0" (+ continuation lines for inlined)
    locs, samples, sec, last = {}, [], None, None
    for line in out.splitlines():
        if line.startswith("Samples:"): sec = "s"; continue
        if line.startswith("Locations"): sec = "l"; continue
        if line.startswith("Mappings"): sec = None; continue
        if sec == "s":
            m = re.match(r"\s*(\d+)\s+\d+:\s*(.*)$", line)
            if m: samples.append((int(m.group(1)), m.group(2).split()))
        elif sec == "l":
            m = re.match(r"\s*(\d+):\s*0x[0-9a-f]+\s+M=\d+\s+(\S+)", line)
            if m: last = m.group(1); locs[last] = [m.group(2)]; continue
            m = re.match(r"\s+(\S+)\s+\S+:\d+\s+s=\d+", line)
            if m and last: locs[last].append(m.group(1))
    for n, ids in samples:
        fr = []
        for i in ids: fr.extend(locs.get(i, ["?"]))
        yield fr, n

def jfr(path):
    p = path
    if path.endswith(".gz"):
        tmp = tempfile.NamedTemporaryFile(suffix=".jfr", delete=False)
        tmp.write(gzip.open(path).read()); tmp.close(); p = tmp.name
    out = subprocess.run(["jfr", "print", "--events", "jdk.ExecutionSample", "--stack-depth", "256", p],
                         capture_output=True, text=True, check=True).stdout
    if p != path: os.unlink(p)
    cur, inst = [], False
    for line in out.splitlines():
        s = line.strip()
        if s.startswith("stackTrace = ["): inst = True; cur = []; continue
        if inst:
            if s == "]" or s.startswith("]"):
                inst = False; yield cur, 1; continue
            if s == "...": continue
            m = re.match(r"(\S+?)\(", s)
            cur.append(m.group(1) if m else s)

def cpuprofile(path):
    d = json.load(open(path))
    nodes = {n["id"]: n for n in d["nodes"]}
    parent = {}
    for n in d["nodes"]:
        for c in n.get("children", []): parent[c] = n["id"]
    for sid in d["samples"]:
        fr, i = [], sid
        while i is not None:
            fr.append(nodes[i]["callFrame"]["functionName"] or "(anonymous)"); i = parent.get(i)
        yield fr, 1

def reader(path):
    if ".perf.txt" in path: return perf_txt(path)
    if path.endswith(".pyspy.folded"): return folded(path)
    if path.endswith(".speedscope.json"): return speedscope(path)
    if path.endswith(".pprof"): return pprof(path)
    if ".jfr" in path: return jfr(path)
    if path.endswith(".cpuprofile"): return cpuprofile(path)
    return None

def main():
    groups = []
    ej = os.path.join(HERE, "expected.json")
    cul = json.load(open(ej)).get("culprit") if os.path.exists(ej) else None
    if cul: groups.append(("CULPRIT(expected.json)", [re.compile(r) for r in cul]))
    for a in sys.argv[1:]:
        name, rx = a.split("=", 1)
        groups.append((name, [re.compile(rx)]))
    for side in ("before", "after"):
        for path in sorted(glob.glob(os.path.join(HERE, side, "run-*"))):
            rd = reader(path)
            if rd is None: continue
            total, nsamp, hits = 0, 0, [0] * len(groups)
            for frames, w in rd:
                total += w; nsamp += 1
                for i, (_, rxs) in enumerate(groups):
                    if any(r.search(f) for f in frames for r in rxs): hits[i] += w
            print("%s %s weight=%d stacks=%d" % (side, os.path.basename(path), total, nsamp))
            for (name, _), h in zip(groups, hits):
                print("    %-40s %7d  %5.1f%%" % (name, h, 100.0 * h / max(total, 1)))

if __name__ == "__main__":
    main()
