import json
import time
import zlib

from .imaging import decode_source, downscale, encode_thumbnail, sharpen


def thumbnail_job(ctx, rng):
    img = decode_source(rng, 128, 96)
    small = sharpen(downscale(img, 2))
    blob = encode_thumbnail(small)
    ctx["bytes_out"] += len(blob)


def _fake_feed(rng, n):
    return json.dumps([{"id": i, "title": "item %d" % i, "score": rng.random(), "tags": ["a", "b", "c"][: i % 3 + 1]}
                       for i in range(n)])


def parse_feed(raw):
    items = json.loads(raw)
    items.sort(key=lambda it: -it["score"])
    return [it["title"] for it in items[:10]]


def feed_job(ctx, rng):
    raw = _fake_feed(rng, 40)
    time.sleep(0.004)                       # network wait
    ctx["titles"] += len(parse_feed(raw))


def summarize_rows(rows):
    totals = {}
    for region, value in rows:
        t = totals.setdefault(region, [0, 0.0, 0.0])
        t[0] += 1
        t[1] += value
        t[2] += value * value
    return {k: (n, s / n, (q / n - (s / n) ** 2)) for k, (n, s, q) in totals.items()}


def report_job(ctx, rng):
    rows = [(rng.choice("NSEW"), rng.random() * 100) for _ in range(600)]
    summary = summarize_rows(rows)
    ctx["reports"] += 1
    ctx["last_crc"] = zlib.crc32(repr(sorted(summary.items())).encode())


JOB_TYPES = {"thumbnail": thumbnail_job, "feed": feed_job, "report": report_job}
