"""Producer/consumer log pipeline.
The producer thread parses synthetic log lines (CPU-bound, pure Python) and puts one batch of parsed
records on a queue every ~1000 lines; the consumer thread takes batches off the queue and aggregates them.
BEFORE: the consumer blocks in queue.get() until a batch arrives."""
import queue
import random
import threading

BATCHES = 500
LINES_PER_BATCH = 1000
STOP = object()


def make_line(rnd):
    return "%d %s /api/v1/%s %d %d" % (
        rnd.randint(1_600_000_000, 1_700_000_000), rnd.choice(("GET", "POST", "PUT")),
        rnd.choice(("users", "orders", "items", "carts")), rnd.choice((200, 200, 200, 404, 500)),
        rnd.randint(10, 5000))


def parse_line(line):
    ts, method, path, status, size = line.split(" ")
    return (int(ts), method, path.rsplit("/", 1)[-1], int(status), int(size))


def produce(q, seed):
    rnd = random.Random(seed)
    for _ in range(BATCHES):
        batch = [parse_line(make_line(rnd)) for _ in range(LINES_PER_BATCH)]
        q.put(batch)
    q.put(STOP)


def aggregate(totals, batch):
    for _ts, _method, endpoint, status, size in batch:
        key = (endpoint, status)
        totals[key] = totals.get(key, 0) + size


def consume(q, totals):
    while True:
        batch = q.get()
        if batch is STOP:
            return
        aggregate(totals, batch)


def main():
    q = queue.Queue(maxsize=8)
    totals = {}
    c = threading.Thread(target=consume, args=(q, totals), name="consumer")
    p = threading.Thread(target=produce, args=(q, 1234), name="producer")
    c.start(); p.start()
    p.join(); c.join()
    print("keys=%d bytes=%d" % (len(totals), sum(totals.values())))


if __name__ == "__main__":
    main()
