# Report generator: parse records, score them, render CSV-ish lines, checksum output.
import sys, zlib

def make_records(n):
    recs = []
    for i in range(n):
        recs.append({"id": i, "name": "item%05d" % i, "qty": (i * 7) % 97,
                     "price": (i * 13) % 1000 / 10.0, "tags": ["t%d" % ((i + j) % 11) for j in range(8)]})
    return recs

def score(rec):
    s = 0
    for t in rec["tags"]:
        for ch in t[:2]:
            s = (s * 31 + ord(ch)) & 0xFFFF
    for k in range(15):
        s = (s * 1103515245 + 12345 + rec["qty"] * k) & 0x7FFFFFFF
    return s + int(rec["price"] * rec["qty"])

def render_row(rec, sc):
    out = ""
    for k in ("id", "name", "qty", "price"):
        out += str(rec[k]) + ","
    for t in rec["tags"]:
        out += t + ","
    out += str(sc)
    return out

def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    recs = make_records(5000)
    crc = 0
    for _ in range(rounds):
        for r in recs:
            line = render_row(r, score(r))
            crc = zlib.crc32(line.encode(), crc)
    print("crc", crc)

main()
