"""Record-processing batch job. `--emit-json` (the after variant) additionally
json-encodes every record it processes (json.dumps -> C accelerator in _json)."""
import argparse, json

def make_record(i):
    return {
        "id": i,
        "user": "user-%05d" % (i % 5000),
        "email": "user%d@example.com" % (i % 5000),
        "score": (i * 37 % 1000) / 10.0,
        "active": i % 3 != 0,
        "tags": ["t%d" % (i % 7), "g%d" % (i % 11), "region-%d" % (i % 5)],
        "address": {"city": "City%d" % (i % 97), "zip": "%05d" % (i % 99991), "country": "XX"},
    }

def aggregate(rec, totals):
    for t in rec["tags"]:
        totals[t] = totals.get(t, 0.0) + rec["score"]
    if rec["active"]:
        totals["active"] = totals.get("active", 0) + 1
    return totals

def run(n, emit_json):
    totals = {}
    out_bytes = 0
    for i in range(n):
        rec = make_record(i)
        aggregate(rec, totals)
        if emit_json:
            out_bytes += len(json.dumps(rec))
    return totals, out_bytes

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=300000)
    ap.add_argument("--emit-json", action="store_true")
    a = ap.parse_args()
    totals, nbytes = run(a.n, a.emit_json)
    print("records=%d keys=%d json_bytes=%d" % (a.n, len(totals), nbytes))

if __name__ == "__main__":
    main()
