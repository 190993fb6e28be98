"""Order pipeline: an async feed yields order batches (with simulated network
latency), a consumer task validates, prices and aggregates them.

Run as:  python orders.py {before|after} N_BATCHES
"before": the consumer awaits queue.get().
"after":  the consumer busy-polls the queue with `await asyncio.sleep(0)`.
"""
import asyncio
import hashlib
import random
import sys

SKUS = [f"SKU-{i:04d}" for i in range(400)]
REGIONS = ["eu-west", "eu-north", "us-east", "us-west", "ap-south"]


def make_order(rng, order_id):
    lines = []
    for _ in range(rng.randint(3, 8)):
        lines.append({"sku": rng.choice(SKUS), "qty": rng.randint(1, 9),
                      "unit": round(rng.uniform(1.0, 250.0), 2)})
    return {"id": order_id, "region": rng.choice(REGIONS), "lines": lines}


async def fetch_batch(rng, batch_no, size):
    # Simulated remote call: the latency is spent waiting, not computing.
    await asyncio.sleep(0.004)
    return [make_order(rng, batch_no * size + i) for i in range(size)]


async def feed(queue, n_batches, size, seed):
    rng = random.Random(seed)
    for b in range(n_batches):
        batch = await fetch_batch(rng, b, size)
        await queue.put(batch)
    await queue.put(None)


def validate(order):
    for line in order["lines"]:
        if line["qty"] <= 0 or line["unit"] <= 0:
            return False
    return True


def line_tax(region, amount):
    rate = {"eu-west": 0.21, "eu-north": 0.25, "us-east": 0.07,
            "us-west": 0.09, "ap-south": 0.18}[region]
    return round(amount * rate, 2)


def price_order(order):
    subtotal = 0.0
    tax = 0.0
    for line in order["lines"]:
        amount = line["qty"] * line["unit"]
        subtotal += amount
        tax += line_tax(order["region"], amount)
    return round(subtotal, 2), round(tax, 2)


def fingerprint(order, total):
    h = hashlib.sha1()
    for line in order["lines"]:
        h.update(line["sku"].encode())
    h.update(f"{total:.2f}".encode())
    return h.hexdigest()[:8]


def process_batch(batch, totals):
    digest = 0
    for order in batch:
        if not validate(order):
            continue
        subtotal, tax = price_order(order)
        totals[order["region"]] = totals.get(order["region"], 0.0) + subtotal + tax
        digest ^= int(fingerprint(order, subtotal + tax), 16)
    return digest


async def consume_orders(queue, totals, mode):
    digest = 0
    while True:
        if mode == "after":
            while queue.empty():
                await asyncio.sleep(0)
            batch = queue.get_nowait()
        else:
            batch = await queue.get()
        if batch is None:
            return digest
        digest ^= process_batch(batch, totals)


async def main(mode, n_batches):
    queue = asyncio.Queue(maxsize=4)
    totals = {}
    producer = asyncio.create_task(feed(queue, n_batches, 40, seed=1234))
    digest = await consume_orders(queue, totals, mode)
    await producer
    summary = ", ".join(f"{k}={v:.2f}" for k, v in sorted(totals.items()))
    print(f"mode={mode} batches={n_batches} digest={digest:08x} {summary}")


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
