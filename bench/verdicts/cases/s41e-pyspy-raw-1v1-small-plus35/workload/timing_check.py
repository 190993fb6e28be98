import sys, time
import os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ledger as L
for variant in ("before", "after", "before", "after"):
    rounds = 60 if variant == "before" else 81
    t = {}
    c = time.process_time(); e = L.load_entries(60000, 12345); t["load"] = time.process_time() - c
    c = time.process_time(); nm = L.normalize_entries(e); t["normalize"] = time.process_time() - c
    c = time.process_time(); s = L.score_entries(nm, rounds); t["score"] = time.process_time() - c
    c = time.process_time(); L.summarize(nm, s); t["summarize"] = time.process_time() - c
    tot = sum(t.values())
    print(variant, " ".join(f"{k}={v:.2f}s({100*v/tot:.1f}%)" for k, v in t.items()))
