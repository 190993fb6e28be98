#!/usr/bin/env python3
"""Per-side summary of the JFR files: jdk.ExecutionSample count, inclusive share of
the program's main functions, and jdk.GarbageCollection event count.
Note: `jfr print` truncates stacks to the top 64 frames by default (enough here)."""
import subprocess, re, os, collections
HERE = os.path.dirname(os.path.abspath(__file__))
FUNCS = ['TelemetryRollup.makeLine', 'TelemetryRollup.parseLine', 'TelemetryRollup.parseTags',
         'TelemetryRollup.windowKey', 'TelemetryRollup.groupBatch', 'TelemetryRollup.render',
         'TelemetryRollup.summarize', 'java.lang.Double.valueOf', 'java.lang.String.split',
         'java.util.Collections.sort']
for side in ('before', 'after'):
    f = os.path.join(HERE, side, 'run-1.jfr')
    txt = subprocess.run(['jfr', 'print', '--stack-depth', '64', '--events', 'jdk.ExecutionSample', f],
                         capture_output=True, text=True, check=True).stdout
    events = txt.split('jdk.ExecutionSample {')[1:]
    cnt = collections.Counter(); leaf = collections.Counter()
    for ev in events:
        frames = [m.group(1) for m in re.finditer(r'^\s+([\w.$<>]+)\(', ev, re.M)]
        if frames: leaf[frames[0]] += 1
        for fn in set(frames):
            if fn in FUNCS: cnt[fn] += 1
    n = len(events)
    gc = subprocess.run(['jfr', 'summary', f], capture_output=True, text=True).stdout
    gcn = re.search(r'jdk\.GarbageCollection\s+(\d+)', gc)
    print(f'{side}: samples={n} gc_events={gcn.group(1) if gcn else "?"}')
    print('  inclusive: ' + ', '.join(f'{k.split(".")[-1]}={100*cnt[k]/n:.1f}%' for k in FUNCS))
    print('  top self:  ' + ', '.join(f'{k}={100*v/n:.1f}%' for k, v in leaf.most_common(6)))
