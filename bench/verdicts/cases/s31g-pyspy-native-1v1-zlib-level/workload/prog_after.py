"""Log archiver: render log records into text chunks, compress each chunk, checksum the archive."""
import random
import zlib

LEVEL = 9  # changed: maximum compression to shrink archives

WORDS = ["GET", "POST", "/api/v1/items", "/api/v1/users", "/static/app.js", "200", "404",
         "500", "user", "session", "timeout", "cache", "hit", "miss", "db", "query"]


def render_chunk(rng, n_lines):
    lines = []
    for i in range(n_lines):
        words = " ".join(rng.choice(WORDS) for _ in range(8))
        lines.append("%08d %s latency=%dms\n" % (i, words, rng.randrange(1, 900)))
    return "".join(lines).encode()


def compress_chunk(raw):
    return zlib.compress(raw, LEVEL)


def archive(n_chunks, seed):
    rng = random.Random(seed)
    out = []
    for _ in range(n_chunks):
        raw = render_chunk(rng, 2000)
        out.append(compress_chunk(raw))
    return out


def checksum(blobs):
    c = 0
    for b in blobs:
        c = zlib.crc32(b, c)
    return c


def main():
    blobs = archive(100, 1)
    print(len(blobs), sum(len(b) for b in blobs), checksum(blobs))


if __name__ == "__main__":
    main()
