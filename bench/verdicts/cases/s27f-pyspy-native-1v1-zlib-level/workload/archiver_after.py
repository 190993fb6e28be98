"""Toy log archiver: renders synthetic log blocks, compresses them with zlib,
checks them with crc32, and writes a JSON index with the C encoder."""
import json, random, sys, zlib

LEVEL = 6  # before: 1

SERVICES = ["auth", "billing", "search", "cart", "mailer", "gateway"]
VERBS = ["GET", "POST", "PUT", "DELETE"]

def render_block(rng, n):
    out = []
    for i in range(n):
        svc = rng.choice(SERVICES)
        out.append("%08d %s %s /api/%s/%d status=%d took=%dms user=%s\n" % (
            i, svc, rng.choice(VERBS), svc, rng.randrange(5000),
            rng.choice((200, 200, 200, 404, 500)), rng.randrange(900),
            "u%05d" % rng.randrange(20000)))
    return "".join(out).encode()

def compress_block(data):
    return zlib.compress(data, LEVEL)

def check_block(data, packed):
    return zlib.crc32(data) ^ zlib.adler32(packed)

def index_entry(k, data, packed, check):
    return {"block": k, "raw": len(data), "packed": len(packed), "check": check,
            "ratio": round(len(packed) / len(data), 4),
            "tags": [s for s in SERVICES if s.encode() in data[:512]]}

def write_index(entries):
    return len(json.dumps(entries, sort_keys=True))

def main(blocks):
    rng = random.Random(7)
    entries = []
    total = 0
    for k in range(blocks):
        data = render_block(rng, 400)
        packed = compress_block(data)
        check = check_block(data, packed)
        entries.append(index_entry(k, data, packed, check))
        total += len(packed)
        if k % 50 == 49:
            total += write_index(entries)
    print(blocks, total)

if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 600)
