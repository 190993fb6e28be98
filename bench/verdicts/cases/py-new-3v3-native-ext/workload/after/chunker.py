"""Backup chunker: cut a log-like byte stream into blocks, parse the records in
each block, fingerprint the block for dedup, and update an index."""
import hashlib
import random
import sys
import zlib

BLOCK = 32 * 1024
LEVELS = [b"INFO", b"INFO", b"INFO", b"WARN", b"DEBUG", b"ERROR"]
SERVICES = [b"auth", b"billing", b"search", b"cart", b"gateway", b"mailer"]


def make_stream(n_blocks, seed=3):
    rnd = random.Random(seed)
    out = bytearray()
    i = 0
    while len(out) < n_blocks * BLOCK:
        out += b"%d %s %s req=%08x user=u%05d latency_ms=%d msg=%s\n" % (
            1700000000 + i, rnd.choice(LEVELS), rnd.choice(SERVICES), rnd.getrandbits(32),
            rnd.randint(1, 30000), rnd.randint(1, 900),
            b"-".join(rnd.choice(SERVICES) for _ in range(rnd.randint(1, 5))))
        i += 1
    return bytes(out[: n_blocks * BLOCK])


def split_records(block):
    recs = []
    for line in block.split(b"\n"):
        parts = line.split(b" ", 4)
        if len(parts) < 5 or not parts[0].isdigit():
            continue  # partial line at a block boundary
        recs.append((int(parts[0]), parts[1], parts[2], parts[3][4:]))
    return recs


def fingerprint_block(block):
    # content fingerprint: sha256 over the whole block and its compressed form
    # (the compressed size is kept to estimate dedup savings)
    packed = zlib.compress(block, 1)
    digest = hashlib.sha256(block + packed).hexdigest()
    return "%s-%d" % (digest[:32], len(packed))


def update_index(index, fp, recs):
    entry = index.setdefault(fp, {"blocks": 0, "levels": {}, "services": {}})
    entry["blocks"] += 1
    lv, sv = entry["levels"], entry["services"]
    for ts, level, service, req in recs:
        lv[level] = lv.get(level, 0) + 1
        sv[service] = sv.get(service, 0) + 1


def main():
    n_blocks = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    passes = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    stream = make_stream(n_blocks)
    index = {}
    for p in range(passes):
        for off in range(0, len(stream), BLOCK):
            block = stream[off: off + BLOCK]
            recs = split_records(block)
            fp = fingerprint_block(block)
            update_index(index, fp, recs)
    print(len(index), "distinct blocks", sum(e["blocks"] for e in index.values()), "blocks seen")


if __name__ == "__main__":
    main()
