"""Small record pipeline: parse -> enrich -> score -> encode, over a synthetic
log of N lines. Each stage has a helper or two below it.

The 'after' version (after/pipeline.py) differs from before/pipeline.py
only in score_record's body."""
import sys
import zlib

def make_lines(n, seed=12345):
    x = seed
    out = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        user = "u%05d" % (x % 50000)
        path = "/api/v%d/%s/%d" % (x % 3 + 1, ("items", "orders", "users", "carts")[x % 4], x % 997)
        status = (200, 200, 200, 404, 500, 302)[x % 6]
        ms = (x >> 7) % 1800
        out.append("%d|%s|GET|%s|%d|%d|agent-%d" % (i, user, path, status, ms, x % 13))
    return out

# ---- stage 1: parse ----
def split_fields(line):
    return line.split("|")

def to_int(s):
    v = 0
    for ch in s:
        v = v * 10 + (ord(ch) - 48)
    return v

def parse_record(line):
    f = split_fields(line)
    return {"id": to_int(f[0]), "user": f[1], "method": f[2], "path": f[3],
            "status": to_int(f[4]), "ms": to_int(f[5]), "agent": f[6]}

# ---- stage 2: enrich ----
def path_segments(path):
    segs = []
    for s in path.split("/"):
        if s:
            segs.append(s.lower())
    return segs

def bucket_latency(ms):
    b = 0
    while ms > 10 and b < 12:
        ms //= 2
        b += 1
    return b

def enrich_record(rec):
    segs = path_segments(rec["path"])
    rec["resource"] = segs[1] if len(segs) > 1 else ""
    rec["version"] = segs[0]
    rec["lat_bucket"] = bucket_latency(rec["ms"])
    rec["ok"] = rec["status"] < 400
    rec["key"] = "%s:%s" % (rec["user"], rec["resource"])
    return rec

# ---- stage 3: score ----
WEIGHTS = [((i * 7919) % 101) / 101.0 for i in range(64)]

def feature_hash(s, salt):
    h = 2166136261 ^ salt
    for ch in s:
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    return h

def weigh(h):
    return WEIGHTS[h & 63] * ((h >> 6) & 7)

SCORE_PASSES = 1

def score_record(rec):
    s = 0.0
    for p in range(SCORE_PASSES):
        s += weigh(feature_hash(rec["key"], p))
    s += rec["lat_bucket"] * 0.25 + (0.0 if rec["ok"] else 2.0)
    rec["score"] = round(s, 3)
    return rec

# ---- stage 4: encode ----
def escape(s):
    out = []
    for ch in s:
        out.append("\\:" if ch == ":" else ch)
    return "".join(out)

def encode_record(rec):
    parts = [str(rec["id"]), escape(rec["key"]), rec["version"],
             str(rec["lat_bucket"]), "%.3f" % rec["score"], rec["agent"]]
    return ";".join(parts)

def run(lines):
    crc = 0
    total = 0.0
    for line in lines:
        rec = parse_record(line)
        rec = enrich_record(rec)
        rec = score_record(rec)
        enc = encode_record(rec)
        crc = zlib.crc32(enc.encode(), crc)
        total += rec["score"]
    return crc, total

def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 120000
    lines = make_lines(n)
    crc, total = run(lines)
    print("records=%d crc=%08x total=%.3f" % (n, crc, total))

if __name__ == "__main__":
    main()
