#!/usr/bin/env python3
"""Independent measurement: runs the JDK's `jfr print --json --events jdk.ExecutionSample
--stack-depth 256` on each run-*.jfr(.gz), names frames `pkg.Class.method`, and prints per run
the sample count and inclusive shares (% of samples whose stack contains a matching frame)."""
import glob, gzip, json, os, re, subprocess, sys, tempfile

GROUPS = [
    ("ReportGen.formatLine", r"\bbench\.ReportGen\.formatLine\b"),
    ("String.format", r"\bjava\.lang\.String\.format\b"),
    ("java.util.Formatter*", r"\bjava\.util\.Formatter\b"),
    ("ReportGen.digest", r"\bbench\.ReportGen\.digest\b"),
    ("ReportGen.scoreItem", r"\bbench\.ReportGen\.scoreItem\b"),
    ("StringConcatHelper", r"\bjava\.lang\.StringConcatHelper\b"),
    ("ReportGen.main", r"\bbench\.ReportGen\.main\b"),
]

def samples(path):
    src = path
    if path.endswith('.gz'):
        tmp = tempfile.NamedTemporaryFile(suffix='.jfr', delete=False)
        tmp.write(gzip.open(path).read()); tmp.close(); src = tmp.name
    out = subprocess.run(["jfr", "print", "--json", "--events", "jdk.ExecutionSample", "--stack-depth", "256", src],
                         check=True, capture_output=True, text=True).stdout
    if src != path: os.unlink(src)
    for ev in json.loads(out)["recording"]["events"]:
        st = ev["values"].get("stackTrace") or {"frames": []}
        yield [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in st["frames"]], \
              ev["values"]["sampledThread"]["javaName"] if ev["values"]["sampledThread"] else None

def main():
    base = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    print("inclusive share % of samples (all threads); 'main-thread' = samples from thread 'main'")
    print("%-14s %7s %7s " % ("run", "samples", "main-th") + " ".join("%14s" % g[0][-14:] for g in GROUPS))
    for side in ("before", "after"):
        for p in sorted(glob.glob(os.path.join(base, side, "run-*.jfr*"))):
            ss = list(samples(p)); tot = len(ss)
            mainth = sum(1 for _, t in ss if t == "main")
            row = []
            for _, pat in GROUPS:
                rx = re.compile(pat)
                row.append(100.0 * sum(1 for fr, _ in ss if any(rx.search(f) for f in fr)) / tot)
            print("%-14s %7d %7d " % (side + "/" + os.path.basename(p).split('.')[0], tot, mainth) + " ".join("%14.1f" % x for x in row))

main()
