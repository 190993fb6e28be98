"""In-memory key/value store with writer workers and a background compactor.

Workers apply batches of updates/deletes (deletes leave tombstones); a
background thread periodically compacts the segment log.
"""
import hashlib
import sys
import threading
import time
import zlib

TOMBSTONE = object()


class Store:
    def __init__(self):
        self.lock = threading.Lock()
        self.segments = [dict()]
        self.dirty = []          # keys touched since last compaction
        self.compactions = 0
        self.checksums = {}      # key -> crc32 of the live value

    def put(self, key, value):
        with self.lock:
            self.segments[-1][key] = value
            self.dirty.append(key)
            if len(self.segments[-1]) > 2000:
                self.segments.append(dict())

    def delete(self, key):
        with self.lock:
            self.segments[-1][key] = TOMBSTONE
            self.dirty.append(key)

    def get(self, key):
        with self.lock:
            for seg in reversed(self.segments):
                if key in seg:
                    v = seg[key]
                    return None if v is TOMBSTONE else v
        return None


def compact(store):
    """Merge segments by rebuilding the whole base from every segment each pass."""
    with store.lock:
        dirty, store.dirty = store.dirty, []
        if len(store.segments) < 2 and not dirty:
            return 0
        merged = {}
        for seg in store.segments:
            for key, v in seg.items():
                merged[key] = v
        base = {}
        checksums = {}
        for key in sorted(merged):
            v = merged[key]
            if v is not TOMBSTONE:
                base[key] = v
                checksums[key] = zlib.crc32(v.encode())
        store.checksums = checksums
        # persist a full sorted snapshot of the base on every pass
        snapshot = "".join(f"{k}\t{v}\t{checksums[k]:08x}\n" for k, v in base.items())
        store.snapshot_crc = zlib.crc32(snapshot.encode())
        store.segments = [base, dict()]
        store.compactions += 1
        return len(dirty)


def compactor_loop(store, stop, interval):
    while not stop.is_set():
        compact(store)
        stop.wait(interval)


def make_value(worker, i):
    h = hashlib.blake2b(f"{worker}:{i}".encode(), digest_size=16)
    return h.hexdigest()


def score_record(key, value):
    s = 0
    for ch in value:
        s = (s * 31 + ord(ch)) & 0xFFFFFFFF
    return s ^ zlib.crc32(key.encode()) & 0xFFFF


def worker_loop(store, wid, n_ops, results):
    total = 0
    for i in range(n_ops):
        key = f"k{wid}-{(i * 104729) % 6000}"
        if i % 11 == 0:
            store.delete(key)
        else:
            v = make_value(wid, i)
            store.put(key, v)
            total += score_record(key, v)
        if i % 500 == 0:
            time.sleep(0.002)  # simulated network ack
    results[wid] = total


def main():
    n_workers = int(sys.argv[1])
    n_ops = int(sys.argv[2])
    store = Store()
    stop = threading.Event()
    bg = threading.Thread(target=compactor_loop, args=(store, stop, 0.02), name="compactor")
    bg.start()
    results = {}
    workers = [threading.Thread(target=worker_loop, args=(store, w, n_ops, results), name=f"worker-{w}")
               for w in range(n_workers)]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    stop.set()
    bg.join()
    compact(store)
    live = sum(1 for v in store.segments[0].values() if v is not TOMBSTONE)
    print("checksum", sum(results.values()) & 0xFFFFFFFF, "live", live,
          "crc", sum(store.checksums.values()) & 0xFFFFFFFF)


if __name__ == "__main__":
    main()
