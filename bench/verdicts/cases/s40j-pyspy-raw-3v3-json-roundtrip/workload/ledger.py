"""Ledger processing workload.  With --copy-json each record is deep-copied via
json.loads(json.dumps(record)) before being processed (the "after" variant);
without it the record is processed in place (the "before" variant).
Usage: ledger.py [--copy-json] SEED N_RECORDS"""
import json
import random
import sys


def make_record(rng, i):
    return {
        "id": i,
        "account": "acct-%05d" % rng.randrange(100000),
        "lines": [{"sku": "sku-%d" % rng.randrange(5000), "qty": rng.randrange(1, 9),
                   "price": round(rng.random() * 100, 2)} for _ in range(8)],
        "tags": [rng.choice(["a", "b", "c", "d"]) for _ in range(4)],
    }


def total_of(record):
    t = 0.0
    for line in record["lines"]:
        t += line["qty"] * line["price"]
    return t


def normalize(record):
    record["account"] = record["account"].upper()
    record["tags"] = sorted(set(record["tags"]))
    for line in record["lines"]:
        line["sku"] = line["sku"].replace("sku-", "SKU")
    return record


def fingerprint(record):
    h = 0
    for line in record["lines"]:
        for ch in line["sku"]:
            h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    return h


def process(records, copy_json):
    acc = 0.0
    fp = 0
    for rec in records:
        if copy_json:
            rec = json.loads(json.dumps(rec))
        rec = normalize(rec)
        acc += total_of(rec)
        fp ^= fingerprint(rec)
    return acc, fp


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    copy_json = "--copy-json" in sys.argv
    seed = int(args[0]) if args else 1
    n = int(args[1]) if len(args) > 1 else 20000
    rng = random.Random(seed)
    records = [make_record(rng, i) for i in range(n)]
    acc = fp = 0
    for _ in range(3):
        a, f = process(records, copy_json)
        acc += a
        fp ^= f
    print("copy_json", copy_json, "n", n, "acc %.2f" % acc, "fp", fp)


if __name__ == "__main__":
    main()
