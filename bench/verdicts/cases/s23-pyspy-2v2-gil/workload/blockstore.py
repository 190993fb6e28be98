#!/usr/bin/env python3
"""Toy block store: the main thread ingests records into 4 KiB blocks (encode,
compress, 'fsync' sleep, index); a background 'scrubber' thread periodically
re-verifies recently written blocks with a pure-Python Fletcher-32 checksum.

Usage: blockstore.py N_RECORDS [--scrub-all]
  --scrub-all: the scrubber verifies every recent block each tick instead of
               a 1-in-6 sample (the after variant).
"""
import collections
import json
import random
import sys
import threading
import time
import zlib

BLOCK = 4096


def fletcher32(data):
    s1 = s2 = 0xFFFF
    n = len(data) & ~1
    for i in range(0, n, 2):
        s1 = (s1 + (data[i] | (data[i + 1] << 8))) % 65535
        s2 = (s2 + s1) % 65535
    return (s2 << 16) | s1


class Store:
    def __init__(self):
        self.blocks = []
        self.sums = []
        self.index = {}
        self.lock = threading.Lock()

    def append(self, raw, keys):
        comp = zlib.compress(raw, 3)
        with self.lock:
            bid = len(self.blocks)
            self.blocks.append(raw)
            self.sums.append(None)
            for k in keys:
                self.index[k] = bid
        return bid, len(comp)


def make_record(rng, i):
    return {"id": i, "user": f"u{rng.randint(1, 9999)}", "kind": rng.choice(["view", "cart", "buy", "search"]),
            "amount": round(rng.random() * 200, 2), "tags": rng.sample(["a", "b", "c", "d", "e", "f"], 2)}


def encode_block(records):
    out = bytearray()
    for r in records:
        line = json.dumps(r, separators=(",", ":")).encode()
        out += len(line).to_bytes(2, "little") + line
    out += b"\0" * (-len(out) % BLOCK)
    return bytes(out)


def ingest(store, n, rng):
    pending = []
    written = 0
    for i in range(n):
        pending.append(make_record(rng, i))
        if len(pending) == 48:
            raw = encode_block(pending)
            _, clen = store.append(raw, [r["id"] for r in pending])
            written += clen
            time.sleep(0.0004)          # simulated fsync
            pending = []
    return written


def scrub_loop(store, stop, scrub_all, stats):
    next_bid = 0
    while not stop.is_set():
        with store.lock:
            end = len(store.blocks)
        todo = range(next_bid, end) if scrub_all else range(next_bid, end, 6)
        for bid in todo:
            s = fletcher32(store.blocks[bid])
            if store.sums[bid] is None:
                store.sums[bid] = s
            elif store.sums[bid] != s:
                stats["corrupt"] += 1
            stats["verified"] += 1
        next_bid = end
        stop.wait(0.01)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 120000
    scrub_all = "--scrub-all" in sys.argv
    rng = random.Random(99)
    store = Store()
    stop = threading.Event()
    stats = collections.Counter()
    t = threading.Thread(target=scrub_loop, args=(store, stop, scrub_all, stats), name="scrubber", daemon=True)
    t.start()
    t0 = time.time()
    written = ingest(store, n, rng)
    stop.set()
    t.join()
    print(f"records={n} blocks={len(store.blocks)} compressed={written} verified={stats['verified']} "
          f"corrupt={stats['corrupt']} ingest_s={time.time() - t0:.2f}")


if __name__ == "__main__":
    main()
