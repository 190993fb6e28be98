#!/usr/bin/env python3
"""Inclusive share of functions in py-spy raw (folded) output."""
import os, re
FUNCS = ["validate_line_item", "price_line_item", "price_order", "load_orders", "summarize", "tax_rate"]
here = os.path.dirname(os.path.abspath(__file__))
for side in ("before", "after"):
    tot = 0; hits = dict.fromkeys(FUNCS, 0)
    for line in open(os.path.join(here, side, "run-1.pyspy.folded")):
        stack, n = line.rstrip("\n").rsplit(" ", 1); n = int(n); tot += n
        names = {re.sub(r" \(.*$", "", f) for f in stack.split(";")}
        for f in FUNCS:
            if f in names: hits[f] += n
    print(side, "samples", tot, " ".join("%s=%.1f%%" % (f, 100.0 * hits[f] / tot) for f in FUNCS))
