"""Toy asyncio feed relay: a producer receives "messages" at a steady rate
(simulated with asyncio.sleep), a consumer decodes and aggregates them.

variant "before": consumer awaits queue.get() (sleeps in the event loop's
                  selector while the queue is empty).
variant "after":  consumer polls the queue with get_nowait() and, when it is
                  empty, yields with `await asyncio.sleep(0)` in a loop - a busy
                  spin through the event loop.

Usage: python3 feed_relay.py before|after [seconds]
"""
import asyncio
import sys
import time

VARIANT = sys.argv[1]
DURATION = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
assert VARIANT in ("before", "after")
POLL = VARIANT == "after"


def decode_message(seq):
    # some pure-Python work per message
    payload = ("%08d|" % seq) * 40
    parts = payload.split("|")
    h = 0
    for p in parts:
        for ch in p:
            h = (h * 131 + ord(ch)) & 0xFFFFFFFF
    return h


async def producer(q, stop_at):
    seq = 0
    while time.monotonic() < stop_at:
        await asyncio.sleep(0.004)       # message arrives every ~4 ms
        seq += 1
        await q.put(seq)
    await q.put(None)


async def consumer(q, totals):
    while True:
        if POLL:
            try:
                item = q.get_nowait()
            except asyncio.QueueEmpty:
                await asyncio.sleep(0)   # spin: yield to the loop and poll again
                continue
        else:
            item = await q.get()
        if item is None:
            return
        totals["n"] += 1
        totals["h"] ^= decode_message(item)


async def main():
    q = asyncio.Queue(maxsize=1000)
    totals = {"n": 0, "h": 0}
    stop_at = time.monotonic() + DURATION
    await asyncio.gather(producer(q, stop_at), consumer(q, totals))
    print(VARIANT, "messages", totals["n"], "hash", totals["h"])


if __name__ == "__main__":
    asyncio.run(main())
