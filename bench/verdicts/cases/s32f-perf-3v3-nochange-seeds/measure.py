"""Per-run culprit share: fraction of samples whose stack contains a frame matching
any of the given regexes (anchored at frame-name start).  Formats: pprof (via
`go tool pprof -traces`), perf script (via inferno-collapse-perf), py-spy raw,
node .cpuprofile, JFR (via `jfr print --json`)."""
import collections, gzip, json, re, subprocess, sys

def folded(path):
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "128", "--events", "jdk.ExecutionSample", path], capture_output=True, text=True, check=True).stdout
    d = json.loads(out)
    c = collections.Counter()
    for ev in d["recording"]["events"]:
        st = ev["values"]["stackTrace"]
        if not st: continue
        fr = [f'{f["method"]["type"]["name"]}.{f["method"]["name"]}' for f in st["frames"]]
        c[";".join(reversed(fr))] += 1
    return c

def stacks(path):
    """yield (frames root-first, count)"""
    if path.endswith((".pb.gz", ".pprof")):
        out = subprocess.run(["go", "tool", "pprof", "-traces", path], capture_output=True, text=True).stdout
        blocks = out.split("-----------+-------------------------------------------------------")[1:]
        for b in blocks:
            lines = [l for l in b.strip("\n").split("\n") if l.strip()]
            if not lines: continue
            first = lines[0].split(None, 1)
            v = first[0]
            ms = float(v[:-2]) if v.endswith("ms") else float(v[:-1]) * 1000
            frames = [first[1].strip()] + [l.strip() for l in lines[1:]]
            frames = [f.replace(" (inline)", "") for f in frames]
            yield list(reversed(frames)), round(ms / 10)  # 100 Hz -> 10 ms per sample
    elif ".perf.txt" in path:
        # parse perf script directly; one sample = one block; frame = symbol without +0xOFF
        op = gzip.open if path.endswith(".gz") else open
        txt = op(path, "rt").read()
        for blk in txt.split("\n\n"):
            ls = [l for l in blk.split("\n") if l.strip()]
            if not ls: continue
            fr = []
            for l in ls[1:]:
                parts = l.strip().split(" ", 1)
                sym = parts[1] if len(parts) > 1 else "[unknown]"
                sym = re.sub(r"\s*\([^)]*\)$", "", sym); sym = re.sub(r"\+0x[0-9a-f]+$", "", sym)
                fr.append(sym)
            fr.append(ls[0].split()[0])  # comm as root
            yield list(reversed(fr)), 1
    elif path.endswith(".raw.txt"):
        for l in open(path):
            s, n = l.rstrip("\n").rsplit(" ", 1); yield s.split(";"), int(n)
    elif path.endswith(".cpuprofile"):
        d = json.load(open(path)); nodes = {n["id"]: n for n in d["nodes"]}; parent = {}
        for n in d["nodes"]:
            for c in n.get("children", []): parent[c] = n["id"]
        cnt = collections.Counter(d["samples"])
        for nid, k in cnt.items():
            fr = []; x = nid
            while x is not None:
                fr.append(nodes[x]["callFrame"]["functionName"] or "(anonymous)"); x = parent.get(x)
            yield list(reversed(fr)), k
    elif path.endswith(".jfr"):
        for s, n in folded(path).items(): yield s.split(";"), n

def measure(path, pats, exclude=None):
    rx = [re.compile(p) for p in pats]; tot = hit = 0
    for fr, n in stacks(path):
        if exclude and any(re.match(exclude, f) for f in fr): continue
        tot += n
        if any(r.match(f) for f in fr for r in rx): hit += n
    return tot, hit

if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(); ap.add_argument("--exclude"); ap.add_argument("-p", action="append"); ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    for f in a.files:
        t, h = measure(f, a.p, a.exclude)
        print(f"{f}: samples={t} culprit={h} share={100*h/max(t,1):.2f}%")
