"""Two worker threads of a small ingest service.

  * "events"  - parses JSON-ish event records and keeps per-user latency stats
  * "digest"  - computes a rolling Adler-style checksum over blocks of a payload

AFTER (set LOG_EVENTS=1, the code under `if AFTER:`): the events worker formats a
debug line with an f-string and passes it to logging.debug for every event. The root
logger is at INFO, so nothing is printed, but the f-string is still built each time.
"""
import logging
import os
import random
import threading

AFTER = os.environ.get("LOG_EVENTS") == "1"
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(threadName)s %(message)s")

N_EVENTS = int(os.environ.get("N_EVENTS", "120000"))
N_BLOCKS = int(os.environ.get("N_BLOCKS", "1000"))


def make_events(n, seed=7):
    rnd = random.Random(seed)
    users = [f"user{u:04d}" for u in range(300)]
    out = []
    for i in range(n):
        out.append(f"id={i};user={rnd.choice(users)};latency={rnd.uniform(0.2, 80.0):.4f};"
                   f"status={rnd.choice((200, 200, 200, 404, 500))};path=/api/v1/items/{rnd.randrange(5000)}")
    return out


def parse_event(line):
    ev = {}
    for part in line.split(";"):
        k, _, v = part.partition("=")
        ev[k] = v
    ev["latency"] = float(ev["latency"])
    ev["status"] = int(ev["status"])
    return ev


def update_stats(stats, ev):
    s = stats.get(ev["user"])
    if s is None:
        s = stats[ev["user"]] = [0, 0.0, 0.0, 0]
    s[0] += 1
    s[1] += ev["latency"]
    s[2] = max(s[2], ev["latency"])
    if ev["status"] >= 500:
        s[3] += 1


def events_worker(lines, result):
    stats = {}
    for line in lines:
        ev = parse_event(line)
        if AFTER:
            logging.debug(f"event {ev['id']} user={ev['user']} status={ev['status']} "
                          f"latency={ev['latency']:.3f}ms path={ev['path']!r}")
        update_stats(stats, ev)
    result["events"] = len(stats)


def adler_block(block):
    a, b = 1, 0
    for byte in block:
        a = (a + byte) % 65521
        b = (b + a) % 65521
    return (b << 16) | a


def digest_worker(payload, result):
    acc = 0
    for i in range(N_BLOCKS):
        off = (i * 2039) % (len(payload) - 4096)
        acc ^= adler_block(payload[off:off + 4096])
    result["digest"] = acc


def main():
    lines = make_events(N_EVENTS)
    rnd = random.Random(3)
    payload = bytes(rnd.randrange(256) for _ in range(1 << 16))
    result = {}
    threads = [threading.Thread(target=events_worker, args=(lines, result), name="events"),
               threading.Thread(target=digest_worker, args=(payload, result), name="digest")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    logging.info("done: %s", result)


if __name__ == "__main__":
    main()
