"""Tiny pure-Python image helpers used by the thumbnail job (8-bit greyscale, row lists)."""
from . import config

_SOURCES = {}
_GAMMA = bytes(min(255, int(255 * (i / 255) ** 0.8)) for i in range(256))


def _source_bytes(w, h, variant):
    key = (w, h, variant)
    raw = _SOURCES.get(key)
    if raw is None:
        raw = _SOURCES[key] = bytes(((x * (variant + 3)) ^ (y * 7) ^ ((x * y) >> 3)) & 0xFF
                                    for y in range(h) for x in range(w))
    return raw


def decode_source(rng, w, h):
    """'Decode' a stored greyscale source image into gamma-corrected row lists."""
    raw = _source_bytes(w, h, rng.randrange(8))
    return [list(raw[y * w:(y + 1) * w].translate(_GAMMA)) for y in range(h)]


def downscale(img, factor):
    out = []
    for y in range(0, len(img) - factor + 1, factor):
        rows = img[y:y + factor]
        line = []
        for x in range(0, len(rows[0]) - factor + 1, factor):
            s = 0
            for r in rows:
                s += sum(r[x:x + factor])
            line.append(s // (factor * factor))
        out.append(line)
    return out


def sharpen(img):
    h, w = len(img), len(img[0])
    out = [row[:] for row in img]
    for y in range(1, h - 1):
        up, mid, down = img[y - 1], img[y], img[y + 1]
        row = out[y]
        for x in range(1, w - 1):
            v = 5 * mid[x] - mid[x - 1] - mid[x + 1] - up[x] - down[x]
            row[x] = 0 if v < 0 else 255 if v > 255 else v
    return out


def encode_thumbnail(img):
    """Delta + run-length encode the rows (the 'PNG-ish' step)."""
    out = bytearray()
    crc = 0
    passes = 3 if config.CHANGE == "slow_worker" else 1
    for _ in range(passes):   # slow_worker: re-encodes to pick the smallest filter (the regression)
        out = bytearray()
        for row in img:
            prev = 0
            run_val, run_len = None, 0
            for v in row:
                d = (v - prev) & 0xFF
                prev = v
                crc = (crc * 31 + d) & 0xFFFFFFFF
                if d == run_val and run_len < 255:
                    run_len += 1
                else:
                    if run_val is not None:
                        out.append(run_len)
                        out.append(run_val)
                    run_val, run_len = d, 1
            out.append(run_len)
            out.append(run_val)
    out += crc.to_bytes(4, "big")
    return bytes(out)
