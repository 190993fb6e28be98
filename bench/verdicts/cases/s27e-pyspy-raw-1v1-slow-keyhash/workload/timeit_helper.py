"""Own measurement: cost of key_hash vs the whole per-record loop, in-process (no profiler)."""
import importlib.util, sys, time
def load(p):
    spec = importlib.util.spec_from_file_location("app", p); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m
for side in ("before", "after"):
    m = load(f"{sys.path[0]}/{side}/app.py")
    recs = m.make_records(2000)
    calls = []
    orig = m.key_hash
    def rec_hash(k, calls=calls, orig=orig):
        calls.append(k); return orig(k)
    m.key_hash = rec_hash
    index = {}
    for rec in recs:
        f, _ = m.parse_header(rec); t, _ = m.tokenize_body(f); m.index_terms(t, index); sc = m.score_record(f, t); m.summarize(f, sc)
    m.key_hash = orig
    best_loop = best_h = 1e9
    for _ in range(5):
        t0 = time.perf_counter()
        for rec in recs:
            f, _ = m.parse_header(rec); t, _ = m.tokenize_body(f); m.index_terms(t, index); sc = m.score_record(f, t); m.summarize(f, sc)
        best_loop = min(best_loop, time.perf_counter() - t0)
        t0 = time.perf_counter()
        for k in calls: orig(k)
        best_h = min(best_h, time.perf_counter() - t0)
    print(f"{side}: per-2000-record loop {best_loop*1e3:.1f} ms, key_hash calls {len(calls)} take {best_h*1e3:.1f} ms = {100*best_h/best_loop:.1f}% of loop")
