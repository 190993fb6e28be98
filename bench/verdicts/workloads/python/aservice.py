"""An asyncio service: clients send requests over queues, handlers parse and answer them.
CHANGE=spin adds a watchdog coroutine that polls a queue with `await asyncio.sleep(0)` in a
loop instead of awaiting it."""
import asyncio
import json
import os
import time

CHANGE = os.environ.get("CHANGE", "")
DURATION = float(os.environ.get("DURATION", "3"))


def decode(msg):
    return json.loads(msg)


def encode(obj):
    return json.dumps(obj)


def compute_answer(req):
    s = 0
    for k in range(req["n"]):
        s += k * k % 7
    return {"id": req["id"], "sum": s}


async def handle(msg):
    req = decode(msg)
    await asyncio.sleep(0.002)
    return encode(compute_answer(req))


async def client(q, n, deadline):
    i = 0
    while time.time() < deadline:
        await q.put(encode({"id": i, "n": 400 + i % 50}))
        i += 1
        await asyncio.sleep(0.004)


async def server(q, deadline):
    while time.time() < deadline:
        try:
            msg = await asyncio.wait_for(q.get(), 0.05)
        except asyncio.TimeoutError:
            continue
        await handle(msg)


async def poll_events(events, deadline):
    while time.time() < deadline:
        if not events.empty():
            events.get_nowait()
        await asyncio.sleep(0)


async def main():
    deadline = time.time() + DURATION
    q = asyncio.Queue()
    tasks = [client(q, 0, deadline), server(q, deadline)]
    if CHANGE == "spin":
        tasks.append(poll_events(asyncio.Queue(), deadline))
    await asyncio.gather(*tasks)


if __name__ == "__main__":
    asyncio.run(main())
