"""Access-log pipeline: the main thread loads reference data (set-up phase), then starts a
producer thread that renders access-log lines in batches and a consumer thread that parses
them and aggregates per-route statistics."""
import hashlib
import queue
import random
import sys
import threading
import time

N_BATCHES = 2200
BATCH = 100


def load_reference(rng):
    """Set-up: build the route table and a client directory (runs in the main thread)."""
    routes = ["/api/v%d/%s/%s" % (rng.randrange(1, 4), rng.choice(("users", "orders", "items", "carts")),
                                  "".join(rng.choice("abcdefghij") for _ in range(6)))
              for _ in range(400)]
    clients = {}
    for i in range(60000):
        ip = "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        clients[ip] = ("tenant-%03d" % (i % 700), rng.random() < 0.1)
    return routes, clients


def produce(q, rng, routes, ips):
    methods = ("GET", "GET", "GET", "POST", "PUT", "DELETE")
    statuses = (200, 200, 200, 200, 201, 204, 304, 400, 404, 500)
    for b in range(N_BATCHES):
        batch = []
        for j in range(BATCH):
            batch.append('%s - - [27/Nov/2026:10:%02d:%02d +0000] "%s %s HTTP/1.1" %d %d %.3f' % (
                rng.choice(ips), (b // 60) % 60, b % 60, rng.choice(methods), rng.choice(routes),
                rng.choice(statuses), rng.randrange(80, 90000), rng.random() * 2.0))
        q.put(batch)
    q.put(None)


def handle_line(line, stats, clients, seen):
    digest = hashlib.sha256(line.encode()).hexdigest()
    if digest in seen:
        return
    seen.add(digest)
    head, _, rest = line.partition('"')
    request, _, tail = rest.partition('"')
    method, path, _ = request.split(" ")
    status, size, secs = tail.split()
    tenant = clients.get(head.split(" ", 1)[0], ("unknown", False))[0]
    st = stats.get(path)
    if st is None:
        st = stats[path] = [0, 0, 0.0, 0, set()]
    st[0] += 1
    st[1] += int(size)
    st[2] += float(secs)
    if status[0] == "5":
        st[3] += 1
    st[4].add(tenant)


def consume(q, stats, clients):
    seen = set()
    while True:
        batch = q.get()
        if batch is None:
            break
        for line in batch:
            handle_line(line, stats, clients, seen)


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    rng = random.Random(seed)
    t0 = time.perf_counter()
    routes, clients = load_reference(rng)
    ips = list(clients)
    t1 = time.perf_counter()
    q = queue.Queue(maxsize=32)
    stats = {}
    producer = threading.Thread(target=produce, args=(q, random.Random(seed + 1000), routes, ips), name="producer")
    consumer = threading.Thread(target=consume, args=(q, stats, clients), name="consumer")
    producer.start()
    consumer.start()
    producer.join()
    consumer.join()
    t2 = time.perf_counter()
    reqs = sum(s[0] for s in stats.values())
    errs = sum(s[3] for s in stats.values())
    print("setup=%.3fs pipeline=%.3fs routes=%d requests=%d errors=%d" % (t1 - t0, t2 - t1, len(stats), reqs, errs),
          file=sys.stderr)


if __name__ == "__main__":
    main()
