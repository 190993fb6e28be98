#!/usr/bin/env python3
"""share_jfr.py REGEX FILE.jfr... : uses `jfr print --json --stack-depth 64 --events jdk.ExecutionSample`
and prints the number of execution samples, and the share of samples whose stack has a frame named
'<class>.<method>' (e.g. 'java.util.regex.Pattern.compile') that matches REGEX (re.match, i.e. anchored
at the start). JFR's JSON writes class names with '/', which are turned into '.'. Also prints the top self (leaf) frames."""
import collections, json, re, subprocess, sys
rx = re.compile(sys.argv[1])
for path in sys.argv[2:]:
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "64", "--events", "jdk.ExecutionSample", path],
                         check=True, capture_output=True, text=True).stdout
    events = json.loads(out)["recording"]["events"]
    total = hit = truncated = 0
    leaf = collections.Counter()
    threads = collections.Counter()
    for ev in events:
        st = ev["values"]["stackTrace"]
        if st is None:
            continue
        names = [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"] for f in st["frames"]]
        total += 1
        truncated += bool(st.get("truncated"))
        threads[ev["values"]["sampledThread"]["javaName"]] += 1
        if names:
            leaf[names[0]] += 1
        if any(rx.match(n) for n in names):
            hit += 1
    print(f"{path}: samples={total} culprit={hit} share={100.0*hit/total:.1f}% truncated_stacks={truncated} threads={dict(threads)}")
    print("    top self: " + ", ".join(f"{k} {100.0*v/total:.1f}%" for k, v in leaf.most_common(6)))
