"""asyncio producer/consumer. Variant chosen by argv[1]: 'before' or 'after'.

before: consumer awaits queue.get() (parks while the queue is empty).
after:  consumer polls queue.get_nowait() and on QueueEmpty does await asyncio.sleep(0)
        (busy-spins the event loop while the producer is waiting).
Work (items produced, work per item, producer pacing) is identical on both sides.
"""
import asyncio
import sys

N_ITEMS = 3000
BATCH = 10          # producer sleeps after every BATCH items
PAUSE = 0.02        # seconds the producer waits between batches


def make_item(i):
    # pure-Python CPU work in the producer
    s = 0
    for k in range(400):
        s = (s * 31 + i + k) % 1000003
    return s


def process_item(x):
    # pure-Python CPU work in the consumer
    t = 0
    for k in range(400):
        t ^= (x + k * 7) % 9973
    return t


async def producer(q):
    for i in range(N_ITEMS):
        await q.put(make_item(i))
        if i % BATCH == BATCH - 1:
            await asyncio.sleep(PAUSE)
    await q.put(None)


VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"

if VARIANT == "after":
    async def consumer(q):
        total = 0
        while True:
            try:
                item = q.get_nowait()
            except asyncio.QueueEmpty:
                await asyncio.sleep(0)
                continue
            if item is None:
                return total
            total += process_item(item)
else:
    async def consumer(q):
        total = 0
        while True:
            item = await q.get()
            if item is None:
                return total
            total += process_item(item)


async def main(variant):
    q = asyncio.Queue(maxsize=100)
    _, total = await asyncio.gather(producer(q), consumer(q))
    print(variant, "total", total)


if __name__ == "__main__":
    asyncio.run(main(VARIANT))
