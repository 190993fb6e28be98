"""Asyncio telemetry ingester: a producer task receives batches of metric events at a fixed
pace (the sleeps stand in for waiting on a socket), a consumer task takes events off an
asyncio.Queue, decodes and validates them, and rolls them up into per-series windows.
A flusher task periodically summarises the windows.

after: next_event polls queue.empty() with `await asyncio.sleep(0)` until an item arrives,
so the event loop never idles.
Input and output are the same in both versions."""
import asyncio
import json
import sys
import zlib
from collections import defaultdict

SERIES = ["cpu.user", "cpu.sys", "mem.rss", "net.rx", "net.tx", "disk.read", "disk.write", "gc.pause"]


def encode_event(i):
    return json.dumps({"series": SERIES[i % len(SERIES)], "host": "node-%02d" % (i % 17),
                       "ts": 1700000000 + i // 20, "value": (i * 7919) % 1000 / 10.0,
                       "labels": {"dc": "fra", "rack": "r%d" % (i % 5)}}).encode()


def decode_event(raw):
    ev = json.loads(raw)
    if not isinstance(ev.get("value"), float):
        raise ValueError("bad value")
    return ev


def rollup(windows, ev):
    key = (ev["series"], ev["host"], ev["ts"] // 60)
    w = windows[key]
    w[0] += 1
    w[1] += ev["value"]
    w[2] = max(w[2], ev["value"])


async def producer(queue, nbatches, batch, pace):
    i = 0
    for _ in range(nbatches):
        await asyncio.sleep(pace)  # waiting for the next network batch
        for _ in range(batch):
            await queue.put(zlib.compress(encode_event(i)))
            i += 1
    await queue.put(None)


async def next_event(queue):
    while queue.empty():
        await asyncio.sleep(0)  # yield to the producer, then check again
    return queue.get_nowait()


async def consumer(queue, windows):
    n = 0
    while True:
        raw = await next_event(queue)
        if raw is None:
            return n
        rollup(windows, decode_event(zlib.decompress(raw)))
        n += 1


async def flusher(windows, stop, interval):
    digests = []
    while not stop.is_set():
        await asyncio.sleep(interval)
        snap = sorted((k, tuple(v)) for k, v in windows.items())
        digests.append(zlib.crc32(repr(snap).encode()))
    return digests


async def main(nbatches, batch, pace):
    queue = asyncio.Queue(maxsize=1000)
    windows = defaultdict(lambda: [0, 0.0, 0.0])
    stop = asyncio.Event()
    fl = asyncio.create_task(flusher(windows, stop, 0.5))
    prod = asyncio.create_task(producer(queue, nbatches, batch, pace))
    n = await consumer(queue, windows)
    await prod
    stop.set()
    await fl
    final = sorted((k, tuple(round(x, 3) for x in v)) for k, v in windows.items())
    print("events=%d windows=%d digest=%08x" % (n, len(final), zlib.crc32(repr(final).encode())))


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])))
