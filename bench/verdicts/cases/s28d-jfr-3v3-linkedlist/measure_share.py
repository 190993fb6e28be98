import json, subprocess, sys, re
pat = re.compile(sys.argv[1])
for f in sys.argv[2:]:
    out = subprocess.run(["jfr", "print", "--json", "--events", "jdk.ExecutionSample", f], capture_output=True, text=True).stdout
    evs = json.loads(out)["recording"]["events"]
    n = len(evs); hit = 0
    for e in evs:
        frames = e["values"]["stackTrace"]["frames"] if e["values"].get("stackTrace") else []
        names = [fr["method"]["type"]["name"] + "." + fr["method"]["name"] for fr in frames]
        if any(pat.search(x) for x in names): hit += 1
    print(f"{f}: samples={n} culprit_on_stack={hit} share={hit/max(n,1):.1%}")
