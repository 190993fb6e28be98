#!/usr/bin/env python3
"""Toy log shipper with two threads: a reader thread produces batches of syslog-style lines (and pauses
briefly between files, as if waiting on I/O); the shipper thread parses each line, redacts, aggregates
per-service counters and packs outgoing batches as JSON."""
import json, queue, random, re, sys, threading, time, zlib

SERVICES = ["auth", "billing", "search", "cart", "gateway", "mailer"]
LEVELS = ["DEBUG", "INFO", "INFO", "INFO", "WARN", "ERROR"]
LINE_RE = re.compile(r"^(\S+) (\S+) (\w+)\[(\d+)\]: (\w+) (.*)$")
EMAIL_RE = re.compile(r"[\w.]+@[\w.]+")

def read_files(q, nfiles, lines_per_file, seed):
    rnd = random.Random(seed)
    for f in range(nfiles):
        batch = []
        for i in range(lines_per_file):
            svc = rnd.choice(SERVICES)
            msg = f"user{rnd.randint(1, 9999)}@example.com request {rnd.randint(1, 10**6)} took {rnd.randint(1, 900)}ms"
            batch.append(f"2026-11-26T10:{f % 60:02d}:{i % 60:02d}Z node{rnd.randint(1, 9)} {svc}[{rnd.randint(100, 999)}]: "
                         f"{rnd.choice(LEVELS)} {msg}")
            if len(batch) == 500:
                q.put(batch); batch = []
        if batch:
            q.put(batch)
        time.sleep(0.01)                  # next file not there yet
    q.put(None)

def parse(line):
    m = LINE_RE.match(line)
    if not m:
        return None
    ts, host, svc, pid, level, msg = m.groups()
    return {"ts": ts, "host": host, "service": svc, "pid": int(pid), "level": level, "msg": msg}

def redact(rec):
    rec["msg"] = EMAIL_RE.sub("<email>", rec["msg"])
    return rec

def aggregate(stats, rec):
    s = stats.setdefault(rec["service"], {"n": 0, "errors": 0, "ms": 0})
    s["n"] += 1
    if rec["level"] == "ERROR":
        s["errors"] += 1
    took = rec["msg"].rsplit(" ", 1)[-1]
    s["ms"] += int(took[:-2])

def pack(batch):
    return zlib.crc32(json.dumps(batch, separators=(",", ":")).encode())

def ship(q, out):
    stats, crc, sent = {}, 0, 0
    while True:
        lines = q.get()
        if lines is None:
            break
        batch = []
        for ln in lines:
            rec = parse(ln)
            if rec is None:
                continue
            aggregate(stats, redact(rec))
            batch.append(rec)
        crc ^= pack(batch)
        sent += len(batch)
    out.update(stats=stats, crc=crc, sent=sent)

def main():
    nfiles, per = int(sys.argv[1]), int(sys.argv[2])
    q = queue.Queue(maxsize=8)
    out = {}
    t1 = threading.Thread(target=read_files, args=(q, nfiles, per, 99), name="reader")
    t2 = threading.Thread(target=ship, args=(q, out), name="shipper")
    t1.start(); t2.start(); t1.join(); t2.join()
    s = out["stats"]
    print(f"sent={out['sent']} crc={out['crc']:08x} " + " ".join(f"{k}={v['n']}/{v['errors']}" for k, v in sorted(s.items())))

if __name__ == "__main__":
    main()
