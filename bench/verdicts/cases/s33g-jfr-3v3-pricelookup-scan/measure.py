import json, subprocess, sys, re
# usage: jfrshare.py REGEX file.jfr...
rx = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", f],
                         capture_output=True, text=True, check=True).stdout
    evs = json.loads(out)["recording"]["events"]
    tot = hit = 0; main = 0
    for e in evs:
        frames = e["values"]["stackTrace"]["frames"]
        names = [fr["method"]["type"]["name"] + "." + fr["method"]["name"] for fr in frames]
        tot += 1
        if any(n.startswith("Pricing.main") for n in names): main += 1
        if any(rx.search(n) for n in names): hit += 1
    print(f"{f}: samples={tot} main-thread={main} culprit={hit} share={hit/tot:.3f}")
