"""asyncio producer/consumer pipeline.

A producer emulates a network source: it waits on a timer (asyncio.sleep) and
then pushes a small batch of text records into an asyncio.Queue. A consumer
parses and digests each record.

--mode await (before): the consumer blocks on `await queue.get()`, so the
    process is idle while the producer's timer runs.
--mode poll  (after):  the consumer busy-polls the queue in `poll_queue`
    with `await asyncio.sleep(0)` until an item shows up, burning CPU while
    it waits.

The amount of real work (records produced, parsed and digested) is identical
in both modes.
"""
import argparse
import asyncio
import hashlib
import random

BATCHES = 2500
BATCH_SIZE = 8
TICK = 0.002  # seconds between batches


def make_record(rng, i):
    fields = [str(i)] + ["%08x" % rng.getrandbits(32) for _ in range(12)]
    return ",".join(fields)


def parse_record(line):
    parts = line.split(",")
    key = int(parts[0])
    values = [int(p, 16) for p in parts[1:]]
    return key, values


def digest_record(key, values):
    h = hashlib.sha256()
    for v in values:
        h.update(v.to_bytes(4, "little"))
    acc = 0
    for _ in range(25):
        for v in values:
            acc = (acc * 31 + (v ^ key)) & 0xFFFFFFFF
    return acc ^ int.from_bytes(h.digest()[:4], "little")


async def produce(queue, rng):
    for b in range(BATCHES):
        await asyncio.sleep(TICK)
        for j in range(BATCH_SIZE):
            queue.put_nowait(make_record(rng, b * BATCH_SIZE + j))
    queue.put_nowait(None)


async def poll_queue(queue):
    # busy-wait: yield to the loop once, then look again
    while queue.empty():
        await asyncio.sleep(0)
    return queue.get_nowait()


async def consume(queue, mode):
    total = 0
    count = 0
    while True:
        if mode == "poll":
            item = await poll_queue(queue)
        else:
            item = await queue.get()
        if item is None:
            break
        key, values = parse_record(item)
        total ^= digest_record(key, values)
        count += 1
    return count, total


async def main(mode, seed):
    rng = random.Random(seed)
    queue = asyncio.Queue()
    prod = asyncio.create_task(produce(queue, rng))
    count, total = await consume(queue, mode)
    await prod
    print(f"mode={mode} records={count} checksum={total:08x}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=["await", "poll"], default="await")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    asyncio.run(main(a.mode, a.seed))
