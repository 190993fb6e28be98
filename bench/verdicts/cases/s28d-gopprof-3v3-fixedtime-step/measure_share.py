# usage: measure_share.py REGEX files...  Parses `go tool pprof -traces`; counts samples (not ns).
import re, subprocess, sys
pat = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    out = subprocess.run(["go", "tool", "pprof", "-traces", f], capture_output=True, text=True).stdout
    body = out.split("-----------+-------------------------------------------------------", 1)[1]
    n = hit = 0
    for block in body.split("-----------+-------------------------------------------------------"):
        lines = [l for l in block.strip("\n").split("\n") if l.strip()]
        if not lines:
            continue
        m = re.match(r"\s*([\d.]+)(ms|s)\s+(\S+)", lines[0])
        if not m:
            continue
        ms = float(m.group(1)) * (1000 if m.group(2) == "s" else 1)
        cnt = round(ms / 10)  # 100 Hz -> 10 ms per sample
        frames = [m.group(3)] + [l.split()[0] for l in lines[1:]]
        n += cnt
        if any(pat.search(x) for x in frames):
            hit += cnt
    print(f"{f}: samples={n} culprit={hit} share={hit/max(n,1):.1%}")
