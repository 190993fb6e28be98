"""Toy record processor: five stages each do their own work and call key_hash()."""
import sys, time

def key_hash(key):
    h = 2166136261
    for part in (key,):
        for ch in part:
            h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    return h

def parse_header(rec):
    parts = rec.split("|")
    fields = {}
    for p in parts:
        k, _, v = p.partition("=")
        fields[k.strip().lower()] = v.strip()
    acc = 0
    for i in range(140):
        acc += (i * len(parts)) % 7
    return fields, key_hash(parts[0]) + acc

def tokenize_body(fields):
    body = fields.get("body", "")
    toks = [t for t in body.replace(",", " ").split() if t]
    n = 0
    for t in toks:
        n += len(t) * 3 % 11
    for i in range(180):
        n += i & 3
    return toks, n + key_hash(body[:12])

def index_terms(toks, index):
    for t in toks:
        index[t] = index.get(t, 0) + 1
    s = 0
    for i in range(160):
        s ^= i * 31
    return s + key_hash(toks[0] if toks else "")

def score_record(fields, toks):
    sc = 0.0
    for t in toks:
        sc += 1.0 / (1 + len(t))
    for i in range(200):
        sc += (i % 5) * 0.01
    return sc + key_hash(fields.get("id", "")) % 97

def summarize(fields, sc):
    line = "%s:%0.3f:%s" % (fields.get("id", "?"), sc, fields.get("kind", ""))
    z = 0
    for c in line:
        z = (z * 33 + ord(c)) & 0xFFFF
    for i in range(120):
        z += i
    return z + key_hash(line[:14])

def make_records(n):
    kinds = ["alpha", "beta", "gamma", "delta"]
    out = []
    for i in range(n):
        body = " ".join("w%d" % ((i * 7 + j * 13) % 50) for j in range(8))
        out.append("id=rec%06d | kind=%s | body=%s" % (i, kinds[i % 4], body))
    return out

def main(seconds):
    recs = make_records(2000)
    index = {}
    total = 0
    deadline = time.time() + seconds
    done = 0
    while time.time() < deadline:
        for rec in recs:
            fields, a = parse_header(rec)
            toks, b = tokenize_body(fields)
            c = index_terms(toks, index)
            sc = score_record(fields, toks)
            d = summarize(fields, sc)
            total += a + b + c + d
            done += 1
    print("records", done, "checksum", total & 0xFFFFFFFF)

if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)
