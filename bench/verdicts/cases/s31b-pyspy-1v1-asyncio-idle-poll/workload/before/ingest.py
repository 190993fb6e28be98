"""Order ingestion worker (asyncio). A producer pulls order events from a slow
upstream (simulated with asyncio.sleep: ~4 ms per event) and puts them on an
asyncio.Queue; a consumer validates and aggregates each order."""
import asyncio, json, hashlib, sys

N_EVENTS = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
UPSTREAM_LATENCY = 0.004

def make_event(i):
    return json.dumps({"id": i, "customer": "c%05d" % (i * 37 % 10007),
                       "lines": [{"sku": "SKU-%d" % ((i + k) % 500), "qty": 1 + k % 3,
                                  "price": 100 + (i * k) % 900} for k in range(12)]})

async def fetch_upstream(queue):
    for i in range(N_EVENTS):
        await asyncio.sleep(UPSTREAM_LATENCY)      # network round trip to the upstream
        await queue.put(make_event(i))
    await queue.put(None)

def validate(order):
    total = 0
    for line in order["lines"]:
        if line["qty"] <= 0:
            raise ValueError("bad qty")
        total += line["qty"] * line["price"]
    digest = hashlib.sha256(json.dumps(order, sort_keys=True).encode()).hexdigest()
    return total, digest

async def consume_orders(queue, stats):
    while True:
        raw = await queue.get()
        if raw is None:
            return
        order = json.loads(raw)
        total, digest = validate(order)
        stats["revenue"] += total
        stats["n"] += 1
        stats["x"] ^= int(digest[:8], 16)

async def main():
    queue = asyncio.Queue(maxsize=100)
    stats = {"revenue": 0, "n": 0, "x": 0}
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    await asyncio.gather(fetch_upstream(queue), consume_orders(queue, stats))
    print("orders", stats["n"], "revenue", stats["revenue"], "x", stats["x"],
          "elapsed %.2fs" % (loop.time() - t0))

if __name__ == "__main__":
    asyncio.run(main())
