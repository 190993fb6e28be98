"""asyncio order pipeline: a paced producer puts orders on an asyncio.Queue, an
OrderConsumer (class) takes them off and prices them. The consumer method is started
through a wrapper coroutine (run_consumer).

--mode await : OrderConsumer.consume_orders does `order = await self.queue.get()`   (before)
--mode poll  : it spins on `self.queue.get_nowait()` + `await asyncio.sleep(0)`    (after)

Producer pacing, order count, seed and per-order pricing work are identical.
"""
import argparse
import asyncio
import random


def price_order(order):
    # pure-python CPU work per order
    qty, unit, sku = order
    h = sku
    total = 0
    for i in range(qty):
        h = (h * 1103515245 + 12345) & 0x7FFFFFFF
        total += unit + (h % 97)
    return total


class OrderConsumer:
    def __init__(self, queue, poll):
        self.queue = queue
        self.poll = poll
        self.revenue = 0
        self.count = 0

    async def consume_orders(self):
        while True:
            if self.poll:
                try:
                    order = self.queue.get_nowait()
                except asyncio.QueueEmpty:
                    await asyncio.sleep(0)
                    continue
            else:
                order = await self.queue.get()
            if order is None:
                return
            self.revenue += price_order(order)
            self.count += 1


async def run_consumer(consumer):
    # wrapper coroutine (unchanged between before/after)
    await consumer.consume_orders()
    return consumer.count, consumer.revenue


async def produce(queue, n, seed, pause):
    rng = random.Random(seed)
    for _ in range(n):
        await queue.put((rng.randrange(150, 250), rng.randrange(1, 50), rng.randrange(1 << 30)))
        await asyncio.sleep(pause)
    await queue.put(None)


async def main_async(mode, n, seed, pause):
    queue = asyncio.Queue()
    consumer = OrderConsumer(queue, poll=(mode == "poll"))
    ctask = asyncio.create_task(run_consumer(consumer))
    await produce(queue, n, seed, pause)
    return await ctask


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=["await", "poll"], required=True)
    ap.add_argument("--orders", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--pause", type=float, default=0.001)
    a = ap.parse_args()
    count, revenue = asyncio.run(main_async(a.mode, a.orders, a.seed, a.pause))
    print(f"mode={a.mode} orders={count} revenue={revenue}")


if __name__ == "__main__":
    main()
