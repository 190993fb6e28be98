#!/usr/bin/env python3
"""Times format_field per call in before/ and after/ on the argument mix the reports use."""
import importlib.util, sys, timeit, os
here = os.path.dirname(os.path.abspath(__file__))
args = [(1234.5, "money", 0), (17, "int", 4), (2345.75, "money", 10), (1_705_000_000, "date", 0),
        (0.1, "pct", 7), ("cust-01234", "text", 12), (99.99, "money", 0), (0.0123, "pct", 0)]
for side in ("before", "after"):
    spec = importlib.util.spec_from_file_location("r_" + side, os.path.join(here, side, "reports.py"))
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    ff = m.format_field
    def loop():
        for a in args:
            ff(*a)
    t = min(timeit.repeat(loop, number=20000, repeat=5)) / (20000 * len(args))
    print(f"{side}: {t*1e9:.0f} ns per format_field call")
