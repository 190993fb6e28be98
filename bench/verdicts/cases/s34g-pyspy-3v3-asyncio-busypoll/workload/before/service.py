"""Tiny asyncio ingest service: a producer task receives batches of "requests"
on a timer, a consumer task validates/enriches/serialises them.
"""
import asyncio
import hashlib
import json
import os
import random
import sys

N_BATCHES = int(os.environ.get("N_BATCHES", "60"))
BATCH = int(os.environ.get("BATCH", "30"))
PERIOD = float(os.environ.get("PERIOD", "0.05"))

USERS = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi"]


def make_request(i, rng):
    return json.dumps({
        "id": i,
        "user": rng.choice(USERS),
        "items": [{"sku": "SKU-%05d" % rng.randrange(100000),
                   "qty": rng.randrange(1, 9),
                   "price": round(rng.uniform(0.5, 99.0), 2)} for _ in range(40)],
        "note": "x" * rng.randrange(10, 200),
    })


def validate(doc):
    if not isinstance(doc.get("id"), int):
        raise ValueError("id")
    for it in doc["items"]:
        if not it["sku"].startswith("SKU-") or it["qty"] <= 0:
            raise ValueError("item")
    return doc


def enrich(doc):
    total = 0.0
    for it in doc["items"]:
        it["line_total"] = round(it["qty"] * it["price"], 2)
        total += it["line_total"]
    doc["total"] = round(total, 2)
    doc["digest"] = hashlib.sha256(json.dumps(doc["items"], sort_keys=True).encode()).hexdigest()
    return doc


def render(doc):
    lines = ["%s x%d @ %.2f = %.2f" % (it["sku"], it["qty"], it["price"], it["line_total"])
             for it in doc["items"]]
    lines.sort()
    return json.dumps({"id": doc["id"], "user": doc["user"], "total": doc["total"],
                       "digest": doc["digest"], "lines": lines}, sort_keys=True)


def handle(raw):
    doc = json.loads(raw)
    for _ in range(3):  # three stages per request, as in the real pipeline
        doc = enrich(validate(doc))
    return render(doc)


async def producer(queue):
    # upstream delivers a batch of requests every PERIOD seconds
    rng = random.Random(42)
    i = 0
    for _ in range(N_BATCHES):
        await asyncio.sleep(PERIOD)
        for _ in range(BATCH):
            await queue.put(make_request(i, rng))
            i += 1
    await queue.put(None)


async def consumer(queue, out):
    while True:
        raw = await queue.get()
        if raw is None:
            return
        out.append(len(handle(raw)))


async def main():
    queue = asyncio.Queue(maxsize=128)
    out = []
    await asyncio.gather(producer(queue), consumer(queue, out))
    print("handled", len(out), "bytes", sum(out), file=sys.stderr)


if __name__ == "__main__":
    asyncio.run(main())
