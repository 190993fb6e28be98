"""Segment archiver: formats log records, appends them to a segment buffer and keeps
a CRC-32 of the segment for its trailer.  BEFORE: the CRC is updated incrementally
with each record (zlib.crc32(record, crc))."""
import sys
import zlib

SEGMENT_LIMIT = 48 * 1024


def format_record(i):
    level = ("INFO", "WARN", "DEBUG", "ERROR")[i % 4]
    fields = ",".join(f"k{j}={(i * 31 + j * 7) % 1000}" for j in range(8))
    return f"{1700000000 + i}|{level}|svc-{i % 13}|req {i:08d} {fields}\n".encode()


def append_record(seg, crc, rec):
    seg += rec
    crc = zlib.crc32(rec, crc)
    return crc


def seal_segment(seg, crc, out):
    out.append((len(seg), crc))
    seg.clear()


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300_000
    seg = bytearray()
    crc = 0
    sealed = []
    for i in range(n):
        rec = format_record(i)
        if len(seg) + len(rec) > SEGMENT_LIMIT:
            seal_segment(seg, crc, sealed)
            crc = 0
        crc = append_record(seg, crc, rec)
    seal_segment(seg, crc, sealed)
    print("segments", len(sealed), "last crc", hex(sealed[-1][1]))


if __name__ == "__main__":
    main()
