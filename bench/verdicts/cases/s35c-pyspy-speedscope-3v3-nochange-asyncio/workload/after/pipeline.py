"""Async ingest pipeline: a producer reads (synthetic) sensor batches, parser
tasks decode and validate them, and an aggregator folds the results.

Stages talk through bounded asyncio.Queue objects, as they would if the
producer were reading from a socket."""
import asyncio
import random
import statistics
import zlib

N_BATCHES = 6000
N_PARSERS = 4
READINGS_PER_BATCH = 60


def make_batch(rng, seq):
    lines = []
    for i in range(READINGS_PER_BATCH):
        sensor = rng.randint(0, 199)
        value = rng.gauss(20.0, 4.0)
        lines.append(f"{seq}:{i},s{sensor:03d},{value:.3f}")
    payload = "\n".join(lines).encode()
    return seq, zlib.crc32(payload), zlib.compress(payload)


def decode_batch(blob, expected_crc):
    payload = zlib.decompress(blob)
    if zlib.crc32(payload) != expected_crc:
        raise ValueError("corrupt batch")
    readings = []
    for line in payload.decode().split("\n"):
        _id, sensor, value = line.split(",")
        readings.append((sensor, float(value)))
    return readings


def summarise(readings):
    by_sensor = {}
    for sensor, value in readings:
        by_sensor.setdefault(sensor, []).append(value)
    return {s: (len(v), statistics.fmean(v)) for s, v in by_sensor.items()}


async def producer(raw_q):
    rng = random.Random(42)
    for seq in range(N_BATCHES):
        await raw_q.put(make_batch(rng, seq))
        if seq % 50 == 0:
            await asyncio.sleep(0)  # let the socket "breathe"
    for _ in range(N_PARSERS):
        await raw_q.put(None)


async def parser(raw_q, parsed_q):
    while True:
        item = await raw_q.get()
        if item is None:
            await parsed_q.put(None)
            return
        seq, crc, blob = item
        readings = decode_batch(blob, crc)
        await parsed_q.put((seq, summarise(readings)))


async def aggregator(parsed_q):
    done = 0
    totals = {}
    while done < N_PARSERS:
        item = await parsed_q.get()
        if item is None:
            done += 1
            continue
        _seq, summary = item
        for sensor, (n, mean) in summary.items():
            cnt, acc = totals.get(sensor, (0, 0.0))
            totals[sensor] = (cnt + n, acc + mean * n)
    return totals


async def main():
    raw_q = asyncio.Queue(maxsize=64)
    parsed_q = asyncio.Queue(maxsize=64)
    tasks = [asyncio.create_task(parser(raw_q, parsed_q)) for _ in range(N_PARSERS)]
    agg = asyncio.create_task(aggregator(parsed_q))
    await producer(raw_q)
    await asyncio.gather(*tasks)
    totals = await agg
    n = sum(c for c, _ in totals.values())
    mean = sum(a for _, a in totals.values()) / n
    print(f"sensors={len(totals)} readings={n} mean={mean:.4f}")


if __name__ == "__main__":
    asyncio.run(main())
