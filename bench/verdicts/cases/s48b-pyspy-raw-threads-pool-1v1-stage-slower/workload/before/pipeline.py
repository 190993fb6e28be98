"""Log-enrichment pipeline: the main thread reads synthetic access-log lines and
feeds them through a queue.Queue to a pool of named worker threads, which parse,
normalise, score and aggregate each line."""
import hashlib
import queue
import random
import sys
import threading

SCORE_ROUNDS = 5  # digest rounds per record

N_WORKERS = 3
PATHS = ["/api/v1/users", "/api/v1/orders", "/static/app.js", "/login",
         "/api/v2/search", "/health", "/api/v1/cart", "/img/logo.png"]
AGENTS = ["Mozilla/5.0 (X11; Linux x86_64)", "curl/8.4.0", "Go-http-client/1.1",
          "python-requests/2.31", "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1)"]


def make_line(rng):
    ip = ".".join(str(rng.randrange(1, 255)) for _ in range(4))
    return "%s - - [29/Nov/2026:06:%02d:%02d] \"GET %s?id=%d HTTP/1.1\" %d %d \"%s\"" % (
        ip, rng.randrange(60), rng.randrange(60), rng.choice(PATHS),
        rng.randrange(100000), rng.choice((200, 200, 200, 304, 404, 500)),
        rng.randrange(100, 50000), rng.choice(AGENTS))


def generate_lines(n, seed):
    rng = random.Random(seed)
    for _ in range(n):
        yield make_line(rng)


def parse_record(line):
    ip = line.split(" ", 1)[0]
    req = line.split('"')[1]
    method, target, proto = req.split(" ")
    path, _, query = target.partition("?")
    tail = line.split('"')[2].split()
    return {"ip": ip, "method": method, "path": path, "query": query,
            "proto": proto, "status": int(tail[0]), "bytes": int(tail[1]),
            "agent": line.rsplit('"', 2)[1]}


def normalize_fields(rec):
    rec["path"] = rec["path"].rstrip("/").lower()
    rec["family"] = rec["agent"].split("/", 1)[0].lower()
    params = dict(kv.split("=", 1) for kv in rec["query"].split("&") if kv)
    rec["id"] = int(params.get("id", "0"))
    rec["octets"] = [int(o) for o in rec["ip"].split(".")]
    return rec


def score_record(rec):
    key = ("%s|%s|%d|%s" % (rec["ip"], rec["path"], rec["id"], rec["family"])).encode()
    acc = 0
    for i in range(SCORE_ROUNDS):
        h = hashlib.blake2b(key, digest_size=16, salt=bytes([i]) * 16).digest()
        acc ^= int.from_bytes(h[:8], "little")
        key = h + key[:24]
        acc = (acc * 31 + sum(h)) & 0xFFFFFFFFFFFF
    rec["score"] = acc % 1000
    return rec


def aggregate(stats, rec):
    bucket = (rec["path"], rec["status"] // 100)
    cnt, tot, sc = stats.get(bucket, (0, 0, 0))
    stats[bucket] = (cnt + 1, tot + rec["bytes"], sc + rec["score"])


def process_line(stats, line):
    rec = parse_record(line)
    rec = normalize_fields(rec)
    rec = score_record(rec)
    aggregate(stats, rec)


def worker_loop(q, stats):
    while True:
        batch = q.get()
        if batch is None:
            q.task_done()
            return
        for line in batch:
            process_line(stats, line)
        q.task_done()


def feed(q, n, seed, batch_size=500):
    batch = []
    for line in generate_lines(n, seed):
        batch.append(line)
        if len(batch) == batch_size:
            q.put(batch)
            batch = []
    if batch:
        q.put(batch)


def merge_stats(parts):
    out = {}
    for part in parts:
        for bucket, (cnt, tot, sc) in part.items():
            c0, t0, s0 = out.get(bucket, (0, 0, 0))
            out[bucket] = (c0 + cnt, t0 + tot, s0 + sc)
    return out


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    q = queue.Queue()
    per_worker = [{} for _ in range(N_WORKERS)]
    workers = [threading.Thread(target=worker_loop, args=(q, per_worker[i]),
                                name="worker-%d" % (i + 1)) for i in range(N_WORKERS)]
    for w in workers:
        w.start()
    feed(q, n, seed=4242)
    for _ in workers:
        q.put(None)
    for w in workers:
        w.join()
    stats = merge_stats(per_worker)
    total = sum(c for c, _, _ in stats.values())
    print("records=%d buckets=%d checksum=%d" % (
        total, len(stats), sum(s for _, _, s in stats.values()) % 1000003))


if __name__ == "__main__":
    main()
