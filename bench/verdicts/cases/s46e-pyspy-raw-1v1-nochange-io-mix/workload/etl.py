"""Small ETL job: writes CSV shards to a scratch dir in /tmp, reads them back,
parses and aggregates rows, writes a JSON summary per shard, then merges the summaries.
Mixes file I/O (write/read/fsync-free) with pure-Python computation."""
import hashlib
import json
import os
import random
import sys

REGIONS = ["north", "south", "east", "west", "central"]
PRODUCTS = ["widget", "gadget", "sprocket", "gizmo", "doohickey", "thingamajig"]


def make_rows(rng, n):
    for i in range(n):
        yield (i, rng.choice(REGIONS), rng.choice(PRODUCTS), rng.randint(1, 40), round(rng.uniform(0.5, 99.0), 2))


def write_shard(path, rows):
    with open(path, "w") as fh:
        fh.write("id,region,product,qty,price\n")
        for r in rows:
            fh.write("%d,%s,%s,%d,%.2f\n" % r)


def read_shard(path):
    with open(path) as fh:
        next(fh)
        for line in fh:
            yield line.rstrip("\n").split(",")


def parse_row(fields):
    return int(fields[0]), fields[1], fields[2], int(fields[3]), float(fields[4])


def aggregate(rows):
    acc = {}
    for _id, region, product, qty, price in rows:
        key = region + "/" + product
        a = acc.get(key)
        if a is None:
            a = acc[key] = [0, 0.0, 0]
        a[0] += qty
        a[1] += qty * price
        a[2] += 1
    return acc


def fingerprint(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        while True:
            chunk = fh.read(1 << 16)
            if not chunk:
                break
            h.update(chunk)
    return h.hexdigest()


def process_shard(workdir, idx, rng, nrows):
    csv_path = os.path.join(workdir, "shard-%03d.csv" % idx)
    write_shard(csv_path, make_rows(rng, nrows))
    acc = aggregate(parse_row(f) for f in read_shard(csv_path))
    summary = {"shard": idx, "sha256": fingerprint(csv_path),
               "groups": {k: {"qty": v[0], "revenue": round(v[1], 2), "rows": v[2]} for k, v in sorted(acc.items())}}
    out = os.path.join(workdir, "shard-%03d.json" % idx)
    with open(out, "w") as fh:
        json.dump(summary, fh, indent=1)
    os.remove(csv_path)
    return out


def merge(paths):
    total = {}
    for p in paths:
        with open(p) as fh:
            s = json.load(fh)
        for k, g in s["groups"].items():
            t = total.setdefault(k, {"qty": 0, "revenue": 0.0, "rows": 0})
            t["qty"] += g["qty"]
            t["revenue"] += g["revenue"]
            t["rows"] += g["rows"]
        os.remove(p)
    return total


def main():
    shards = int(sys.argv[1]) if len(sys.argv) > 1 else 12
    nrows = int(sys.argv[2]) if len(sys.argv) > 2 else 40000
    workdir = sys.argv[3] if len(sys.argv) > 3 else "/tmp/s46e-etl"
    os.makedirs(workdir, exist_ok=True)
    rng = random.Random(2026)
    paths = [process_shard(workdir, i, rng, nrows) for i in range(shards)]
    total = merge(paths)
    rows = sum(t["rows"] for t in total.values())
    rev = sum(t["revenue"] for t in total.values())
    print("groups=%d rows=%d revenue=%.2f" % (len(total), rows, rev))


if __name__ == "__main__":
    main()
