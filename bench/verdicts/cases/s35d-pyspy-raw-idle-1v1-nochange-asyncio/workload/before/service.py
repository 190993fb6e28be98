"""Small asyncio work service: a producer feeds a queue, a worker does CPU work
per item, and a periodic flusher writes accumulated results out."""
import asyncio
import hashlib
import json
import random
import sys


class Stats:
    def __init__(self):
        self.processed = 0
        self.pending = []
        self.flushed = 0


def score_document(doc):
    # CPU work per item: tokenize, count, hash
    counts = {}
    for word in doc["text"].split():
        w = word.strip(".,").lower()
        counts[w] = counts.get(w, 0) + 1
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    digest = hashlib.sha256(doc["text"].encode()).hexdigest()
    total = 0
    for i in range(len(doc["text"])):
        total = (total * 31 + ord(doc["text"][i])) % 1000003
    return {"id": doc["id"], "top": top, "digest": digest[:16], "h": total}


WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu "
         "nu xi omicron pi rho sigma tau upsilon phi chi psi omega").split()


def make_doc(rng, i):
    text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(150, 300)))
    return {"id": i, "text": text}


async def accept_work(queue, n_items, seed):
    rng = random.Random(seed)
    for i in range(n_items):
        await queue.put(make_doc(rng, i))
        if i % 20 == 0:
            await asyncio.sleep(0.005)  # simulate arrival gaps
    await queue.put(None)


async def process_items(queue, stats):
    while True:
        doc = await queue.get()
        if doc is None:
            break
        result = score_document(doc)
        stats.pending.append(result)
        stats.processed += 1
        if stats.processed % 10 == 0:
            await asyncio.sleep(0)  # yield to other tasks


async def periodic_flush(stats, stop, out):
    while not stop.is_set():
        await asyncio.sleep(0.1)
        if stats.pending:
            batch, stats.pending = stats.pending, []
            out.write(json.dumps(batch)[:64] + "\n")
            stats.flushed += len(batch)


async def main(n_items):
    queue = asyncio.Queue(maxsize=50)
    stats = Stats()
    stop = asyncio.Event()
    with open("/dev/null", "w") as out:
        flusher = asyncio.create_task(periodic_flush(stats, stop, out))
        await asyncio.gather(accept_work(queue, n_items, seed=1234),
                             process_items(queue, stats))
        stop.set()
        await flusher
    print(f"processed={stats.processed} flushed={stats.flushed}")


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    asyncio.run(main(n))
