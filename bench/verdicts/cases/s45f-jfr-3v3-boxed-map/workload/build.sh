#!/bin/bash
# Builds before/ and after/ variants of EventStats from EventStats.java.in.
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
python3 - "$W" <<'PY'
import sys, pathlib
w = pathlib.Path(sys.argv[1])
src = (w / "EventStats.java.in").read_text()
before_decl = "    static final int[] counters = new int[BUCKETS];\n"
before_rec = """    static void recordEvent(int bucket) {
        counters[bucket]++;
    }

    static int counterAt(int b) { return counters[b]; }
"""
after_decl = "    static final HashMap<Integer, Integer> counters = new HashMap<>();\n"
after_rec = """    static void recordEvent(int bucket) {
        counters.merge(bucket, 1, Integer::sum);
    }

    static int counterAt(int b) { return counters.getOrDefault(b, 0); }
"""
for side, d, r in (("before", before_decl, before_rec), ("after", after_decl, after_rec)):
    out = src.replace("    //@@COUNTER_DECL@@\n", d).replace("    //@@RECORD_METHOD@@\n", r)
    (w / side).mkdir(exist_ok=True)
    (w / side / "EventStats.java").write_text(out)
PY
for side in before after; do javac -d "$W/$side" "$W/$side/EventStats.java"; done
