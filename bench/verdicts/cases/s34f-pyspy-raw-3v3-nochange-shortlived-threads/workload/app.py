"""Periodic sync job: every round (about once a second) it starts three short-lived named
threads, 'fetch', 'parse' and 'store', each working on its own part of the round, and joins
them before the next round starts."""
import json
import random
import sys
import threading
import time
import zlib

ROUNDS = 3


def fetch(rng, out):
    """Pretend to download: render a page of records as JSON text."""
    pages = []
    for p in range(900):
        items = [{"id": rng.randrange(10 ** 9), "name": "item-%d" % rng.randrange(10 ** 5),
                  "price": round(rng.random() * 100, 2), "tags": rng.sample(("a", "b", "c", "d", "e", "f"), 3)}
                 for _ in range(40)]
        pages.append(json.dumps({"page": p, "items": items}))
    out["pages"] = pages


def parse(docs, out):
    """Parse the previous round's pages and aggregate prices by tag."""
    by_tag = {}
    for doc in docs:
        for item in json.loads(doc)["items"]:
            for tag in item["tags"]:
                s = by_tag.setdefault(tag, [0, 0.0])
                s[0] += 1
                s[1] += item["price"]
    out["by_tag"] = by_tag


def store(rng, out):
    """Write a batch of rows to the (in-memory) ledger with per-row checksums."""
    rows = []
    crc = 0
    for i in range(130000):
        row = "%d,%s,%.2f,%d" % (i, "acct-%04d" % rng.randrange(5000), rng.random() * 1000, rng.randrange(3))
        crc = zlib.crc32(row.encode(), crc)
        rows.append(row)
    out["crc"] = crc
    out["rows"] = len(rows)


def run_round(r, rng, prev_pages):
    results = {"fetch": {}, "parse": {}, "store": {}}
    threads = [
        threading.Thread(target=fetch, args=(random.Random(rng.random()), results["fetch"]), name="fetch"),
        threading.Thread(target=parse, args=(prev_pages, results["parse"]), name="parse"),
        threading.Thread(target=store, args=(random.Random(rng.random()), results["store"]), name="store"),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    rng = random.Random(seed)
    t0 = time.perf_counter()
    boot = {}
    fetch(random.Random(seed), boot)  # initial snapshot for the first round's parser
    pages = boot["pages"]
    for r in range(ROUNDS):
        t = time.perf_counter()
        res = run_round(r, rng, pages)
        pages = res["fetch"]["pages"]
        print("round %d: %.3fs, %d pages, tags=%d, crc=%08x" % (
            r, time.perf_counter() - t, len(pages), len(res["parse"]["by_tag"]), res["store"]["crc"]), file=sys.stderr)
    print("total %.3fs" % (time.perf_counter() - t0), file=sys.stderr)


if __name__ == "__main__":
    main()
