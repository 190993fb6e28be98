"""Asyncio ingest pipeline: a producer receives paced batches of log lines and
a consumer parses them into per-service counters.

The producer emits a batch of lines every BATCH_INTERVAL seconds for RUN_S
seconds (like a socket reader), so the program's wall time is fixed and the
event loop is idle between batches once the consumer has caught up.
"""
import asyncio
import hashlib
import random
import time

RUN_S = 5.0
BATCH_INTERVAL = 0.02
BATCH = 60

SERVICES = ["auth", "billing", "search", "cart", "profile", "gateway"]
LEVELS = ["DEBUG", "INFO", "INFO", "INFO", "WARN", "ERROR"]


def make_line(rng, seq):
    svc = rng.choice(SERVICES)
    lvl = rng.choice(LEVELS)
    ms = rng.randint(1, 900)
    return f"2024-05-01T12:00:{seq % 60:02d}Z {lvl} {svc} req={seq:08d} took={ms}ms user=u{rng.randint(1, 5000)}"


def parse_line(line):
    ts, lvl, svc, req, took, user = line.split(" ")
    return svc, lvl, int(took[5:-2]), user[5:]


def account(counters, rec):
    svc, lvl, ms, user = rec
    c = counters.setdefault(svc, {"n": 0, "ms": 0, "errors": 0, "users": set()})
    c["n"] += 1
    c["ms"] += ms
    if lvl == "ERROR":
        c["errors"] += 1
    c["users"].add(hashlib.blake2b(user.encode(), digest_size=8).hexdigest())


async def producer(q):
    rng = random.Random(7)
    seq = 0
    deadline = time.monotonic() + RUN_S
    while time.monotonic() < deadline:
        for _ in range(BATCH):
            q.put_nowait(make_line(rng, seq))
            seq += 1
        await asyncio.sleep(BATCH_INTERVAL)
    q.put_nowait(None)
    return seq


async def consumer(q, counters):
    handled = 0
    while True:
        try:
            line = q.get_nowait()
        except asyncio.QueueEmpty:
            await asyncio.sleep(0)
            continue
        if line is None:
            return handled
        account(counters, parse_line(line))
        handled += 1


async def main():
    q = asyncio.Queue()
    counters = {}
    produced, handled = await asyncio.gather(producer(q), consumer(q, counters))
    print(f"produced={produced} handled={handled} services={len(counters)}")


if __name__ == "__main__":
    asyncio.run(main())
