"""Producer/consumer pipeline: the main thread parses records (CPU-bound) and
hands them to a worker thread through a queue.Queue; the worker aggregates them.
AFTER: the worker polls the queue with get_nowait() and time.sleep(0)
("so it can check for shutdown"), burning CPU and contending for the GIL."""
import queue, threading, hashlib, time

N_RECORDS = 60000
STOP = object()

def parse_record(i):
    # CPU-bound "parsing": a few hashes of a synthetic line
    line = f"{i},user{i % 977},item{i % 131},{i * 7 % 1000}".encode()
    h = line
    for _ in range(6):
        h = hashlib.sha1(h).digest()
    return (i % 977, i % 131, int.from_bytes(h[:2], "little"))

def aggregate(rec, totals):
    user, item, score = rec
    totals[user] = totals.get(user, 0) + score
    totals[("item", item)] = totals.get(("item", item), 0) + 1

def next_item(q):
    while True:
        try:
            return q.get_nowait()
        except queue.Empty:
            time.sleep(0)

def worker(q, totals):
    while True:
        rec = next_item(q)
        if rec is STOP:
            return
        aggregate(rec, totals)

def produce(q):
    for i in range(N_RECORDS):
        rec = parse_record(i)
        q.put(rec)
        if i % 50 == 0:
            # simulate reading the next chunk from disk
            import time; time.sleep(0.002)
    q.put(STOP)

def main():
    q = queue.Queue(maxsize=1000)
    totals = {}
    t = threading.Thread(target=worker, args=(q, totals), name="aggregator")
    t.start()
    produce(q)
    t.join()
    print("users:", sum(1 for k in totals if not isinstance(k, tuple)), "sum:", sum(v for k, v in totals.items() if not isinstance(k, tuple)))

if __name__ == "__main__":
    main()
