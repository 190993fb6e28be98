"""asyncio producer/consumer. BEFORE: consumer awaits queue.get() (sleeps in the event loop)."""
import asyncio
import hashlib
import sys

N_ITEMS = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
SEED = 7


def make_item(i):
    # a little CPU work on the producer side
    parts = [str((i * 2654435761 + SEED + k) % 1000003) for k in range(40)]
    return ",".join(parts)


def process_item(item):
    # CPU work on the consumer side
    h = hashlib.sha1()
    total = 0
    for tok in item.split(","):
        v = int(tok)
        total += v * v % 97
        h.update(tok.encode())
    return total, h.hexdigest()


async def produce_items(queue, n):
    for i in range(n):
        await queue.put(make_item(i))
        await asyncio.sleep(0.001)  # items arrive over time
    await queue.put(None)


async def consume_items(queue):
    count = 0
    acc = 0
    while True:
        item = await queue.get()
        if item is None:
            break
        total, _ = process_item(item)
        acc += total
        count += 1
    return count, acc


async def main():
    queue = asyncio.Queue()
    prod = asyncio.create_task(produce_items(queue, N_ITEMS))
    count, acc = await consume_items(queue)
    await prod
    print("consumed", count, "acc", acc)


if __name__ == "__main__":
    asyncio.run(main())
