#!/usr/bin/env python3
"""Multi-threaded event ingester: three worker threads parse synthetic event
records, score them, and record results into a shared Stats object that is
guarded by a single threading.Lock.

SLOW_LOG=0 (before): process_batch formats the log line before calling
record_result, which only updates counters and appends under the lock.
SLOW_LOG=1 (after): record_result formats the log line while still holding
the lock (more work inside the critical section).
Output (summary + log digest) is identical in both modes."""
import hashlib
import random
import sys
import threading
import time

SLOW_LOG = True


class Stats:
    def __init__(self):
        self.lock = threading.Lock()
        self.count = 0
        self.total = 0
        self.by_kind = {}
        self.log = []


def make_events(seed, n):
    rng = random.Random(seed)
    kinds = ["click", "view", "buy", "share", "scroll", "hover"]
    out = []
    for i in range(n):
        out.append("%d|%s|%d|%s|%d" % (i, rng.choice(kinds), rng.randint(1, 10**6),
                                      "".join(rng.choice("abcdefgh") for _ in range(8)),
                                      rng.randint(0, 999)))
    return out


def parse_event(line):
    f = line.split("|")
    return {"id": int(f[0]), "kind": f[1], "user": int(f[2]), "tag": f[3], "val": int(f[4])}


def score_tag(tag):
    s = 0
    for ch in tag:
        s = (s * 31 + ord(ch)) % 1000003
    return s


def score_event(ev):
    s = score_tag(ev["tag"]) ^ ev["user"]
    for k in range(24):
        s = (s * 2654435761 + ev["val"] + k) % 4294967291
    return s % 10007


def format_log_line(ev, score, count):
    parts = []
    for key in ("id", "kind", "user", "tag", "val"):
        parts.append("%s=%r" % (key, ev[key]))
    line = "[%08d] %s score=%05d hex=%s" % (count, " ".join(parts), score,
                                             format(score * 7919 + count, "016x"))
    fields = ",".join("%s:%d" % (c, ord(c)) for c in ev["tag"])
    return ("%s chars=%s" % (line.upper().replace("'", ""), fields)).center(160, ".").strip(".")


def record_result(stats, ev, score, line):
    with stats.lock:
        stats.count += 1
        stats.total += score
        stats.by_kind[ev["kind"]] = stats.by_kind.get(ev["kind"], 0) + 1
        if line is None:
            # SLOW_LOG variant: the log line is formatted while the lock is held
            line = format_log_line(ev, score, ev["id"])
        stats.log.append(line)


def process_batch(stats, lines):
    for line in lines:
        ev = parse_event(line)
        sc = score_event(ev)
        if SLOW_LOG:
            record_result(stats, ev, sc, None)
        else:
            # format outside the critical section, then record
            record_result(stats, ev, sc, format_log_line(ev, sc, ev["id"]))


def fetch_batch(lines, start, step):
    # stands in for reading the next batch from a socket/queue (releases the GIL)
    time.sleep(0.001)
    return lines[start:start + step]


def worker(stats, lines):
    step = 20
    for i in range(0, len(lines), step):
        process_batch(stats, fetch_batch(lines, i, step))


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    events = make_events(42, n)
    stats = Stats()
    threads = [threading.Thread(target=worker, args=(stats, events[t::3]), name="worker-%d" % t)
               for t in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    digest = hashlib.sha256("\n".join(sorted(stats.log)).encode()).hexdigest()
    print("count=%d total=%d kinds=%s log_digest=%s" % (
        stats.count, stats.total, sorted(stats.by_kind.items()), digest[:16]))


if __name__ == "__main__":
    main()
