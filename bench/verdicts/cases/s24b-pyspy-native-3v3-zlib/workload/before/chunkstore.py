#!/usr/bin/env python3
"""Toy dedup backup store: build snapshot files, cut them into chunks, fingerprint each chunk
(sha256 + blake2b), compress new chunks, verify a sample of them, and pack a compressed manifest."""
import hashlib, json, random, sys, zlib

LEVEL = 5                    # chunk compression level
WORDS = ("alpha beta gamma delta error warn info debug request response user session cache miss hit "
         "timeout retry upstream backend frontend queue worker shard replica leader follower commit").split()

def make_pool(rnd, n=4000):
    pool = []
    for i in range(n):
        ws = " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(4, 12)))
        pool.append(f"host{rnd.randint(1, 40)} pid={rnd.randint(100, 9999)} {ws}")
    return pool

def make_file(rnd, pool, nlines):
    picks = rnd.choices(pool, k=nlines)
    lat = rnd.choices(range(1, 5000), k=nlines)
    text = "".join(f"2026-11-26T10:{i // 600 % 60:02d}:{i // 10 % 60:02d}.{i % 10}Z {p} latency_us={l}\n"
                   for i, (p, l) in enumerate(zip(picks, lat))).encode()
    return text + rnd.randbytes(len(text) // 16)        # an already-compressed tail that does not shrink

def split_chunks(data, size=32768):
    return [data[i:i + size] for i in range(0, len(data), size)]

def fingerprint(chunk):
    h = hashlib.sha256(chunk).digest()
    b = hashlib.blake2b(chunk, digest_size=20).digest()
    return h[:16].hex() + b[:8].hex()

def compress_chunk(chunk):
    return zlib.compress(chunk, LEVEL)

def verify_chunk(blob, fp):
    raw = zlib.decompress(blob)
    return fingerprint(raw) == fp and zlib.crc32(raw) >= 0

def pack_manifest(snapshot, entries):
    doc = json.dumps({"snapshot": snapshot, "chunks": entries}, sort_keys=True).encode()
    return zlib.compress(doc, 9), zlib.adler32(doc)

def backup(rnd, pool, snapshot, store, nfiles, nlines):
    entries, new_bytes, stored = [], 0, 0
    for f in range(nfiles):
        data = make_file(rnd, pool, nlines)
        for chunk in split_chunks(data):
            fp = fingerprint(chunk)
            if fp not in store:
                blob = compress_chunk(chunk)
                store[fp] = blob
                new_bytes += len(chunk); stored += len(blob)
                if len(store) % 4 == 0 and not verify_chunk(blob, fp):
                    raise SystemExit("corrupt chunk " + fp)
            entries.append([f, fp, len(chunk)])
    man, ck = pack_manifest(snapshot, entries)
    return new_bytes, stored, len(man), ck

def main():
    snaps, nfiles, nlines = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    rnd = random.Random(7); pool = make_pool(rnd); store = {}; tot_new = tot_stored = 0; ck = 0
    for s in range(snaps):
        nb, st, ml, c = backup(rnd, pool, s, store, nfiles, nlines)
        tot_new += nb; tot_stored += st; ck ^= c
    print(f"snapshots={snaps} chunks={len(store)} new={tot_new} stored_ratio={tot_stored / max(tot_new, 1):.3f} manifest_ck={ck:08x}")

if __name__ == "__main__":
    main()
