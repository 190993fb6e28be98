"""asyncio producer/consumer pipeline.

--mode wait : consumer blocks on `await queue.get()` (original code)
--mode poll : consumer polls with queue.get_nowait() and, when the queue is
              empty, yields with `await asyncio.sleep(0)` (the regression)
The producer, the number of items and the per-item work are identical in both modes.
"""
import argparse
import asyncio
import hashlib
import time


def checksum_record(rec: bytes) -> str:
    h = hashlib.sha256()
    for _ in range(40):
        h.update(rec)
    return h.hexdigest()


def build_record(i: int) -> bytes:
    return (f"record-{i:08d}|" + "x" * 200).encode()


async def producer(queue: asyncio.Queue, items: int, interval: float):
    for i in range(items):
        await queue.put(build_record(i))
        await asyncio.sleep(interval)
    await queue.put(None)
    return items


async def consume_records(queue: asyncio.Queue, mode: str):
    done = 0
    while True:
        if mode == "wait":
            rec = await queue.get()
        else:
            try:
                rec = queue.get_nowait()
            except asyncio.QueueEmpty:
                await asyncio.sleep(0)
                continue
        if rec is None:
            return done
        checksum_record(rec)
        done += 1


async def main(mode: str, items: int, interval: float):
    t0 = time.monotonic()
    queue = asyncio.Queue(maxsize=100)
    prod = asyncio.create_task(producer(queue, items, interval))
    n = await consume_records(queue, mode)
    produced = await prod
    print(f"mode={mode} produced={produced} consumed={n} "
          f"wall={time.monotonic() - t0:.2f}s cpu={time.process_time():.2f}s")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=["wait", "poll"], required=True)
    ap.add_argument("--items", type=int, default=4000)
    ap.add_argument("--interval", type=float, default=0.002)
    a = ap.parse_args()
    asyncio.run(main(a.mode, a.items, a.interval))
