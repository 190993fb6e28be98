"""Async event feed processor: many concurrent worker coroutines take raw event lines from a
queue and run parse -> enrich -> serialize on each, yielding to the loop (short awaits) between
the steps.

usage: python feed.py EVENTS WORKERS
"""
import asyncio
import hashlib
import json
import sys

REGIONS = ["eu-west", "eu-north", "us-east", "us-west", "ap-south", "ap-east"]
KINDS = ["click", "view", "purchase", "signup", "refund", "search"]

def make_lines(n):
    x = 88172645463325252
    lines = []
    for i in range(n):
        x ^= (x << 13) & 0xFFFFFFFFFFFFFFFF
        x ^= x >> 7
        x ^= (x << 17) & 0xFFFFFFFFFFFFFFFF
        lines.append(
            f"{i};user{x % 5000};{REGIONS[x % 6]};{KINDS[(x >> 8) % 6]};"
            f"{(x >> 16) % 100000 / 100:.2f};sku-{(x >> 24) % 2000};"
            f"tags=a{(x >> 32) % 7},b{(x >> 36) % 5},c{(x >> 40) % 3}"
        )
    return lines


USERS = {f"user{i}": {"tier": ("gold", "silver", "bronze")[i % 3], "age": 18 + i % 60,
                      "score": (i * 7919) % 1000} for i in range(5000)}
SKUS = {f"sku-{i}": {"cat": KINDS[i % 6], "weight": (i % 97) / 10.0,
                     "tags": [f"t{j}" for j in range(i % 5)]} for i in range(2000)}


async def parse(line):
    fields = line.split(";")
    rec = {
        "id": int(fields[0]),
        "user": fields[1],
        "region": fields[2],
        "kind": fields[3],
        "amount": float(fields[4]),
        "sku": fields[5],
        "tags": {},
    }
    for kv in fields[6][5:].split(","):
        rec["tags"][kv[0]] = int(kv[1:])
    await asyncio.sleep(0)
    return rec


def risk_score(rec, user, sku, salt):
    s = 0
    for ch in rec["user"] + rec["sku"] + rec["region"] + salt:
        s = (s * 131 + ord(ch)) % 1000003
    s += int(rec["amount"] * 100) * (1 + user["score"] % 7)
    for t in sku["tags"]:
        s ^= hash(t) & 0xFFFF
    return s % 997


async def enrich(rec):
    user = USERS[rec["user"]]
    sku = SKUS[rec["sku"]]
    score = 0
    for p in ("today",):
        for salt in ("geo", "device", "history", "velocity"):
            score += risk_score(rec, user, sku, salt + p)
        rec["segments"] = sorted(
            {f"{user['tier']}-{rec['region']}", f"{sku['cat']}-{rec['kind']}",
             f"age{user['age'] // 10}", f"w{int(sku['weight'])}"}
        )
    rec["risk"] = score
    rec["tier"] = user["tier"]
    await asyncio.sleep(0)
    return rec


async def serialize(rec):
    text = json.dumps(rec, sort_keys=True)
    digest = hashlib.sha1(text.encode()).hexdigest()
    out = text + "|" + digest
    await asyncio.sleep(0)
    return out


async def worker(queue, results):
    while True:
        line = await queue.get()
        if line is None:
            queue.task_done()
            return
        rec = await parse(line)
        rec = await enrich(rec)
        results.append(await serialize(rec))
        queue.task_done()


async def main(n, workers):
    lines = make_lines(n)
    queue = asyncio.Queue(maxsize=1000)
    results = []
    tasks = [asyncio.create_task(worker(queue, results)) for _ in range(workers)]
    for line in lines:
        await queue.put(line)
    for _ in tasks:
        await queue.put(None)
    await asyncio.gather(*tasks)
    total = sum(len(r) for r in results)
    print(f"events={n} workers={workers} results={len(results)} bytes={total}")


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2])))
