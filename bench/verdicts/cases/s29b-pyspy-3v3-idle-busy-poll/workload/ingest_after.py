"""Ingest worker: the main thread aggregates a fixed batch of log records,
a background control thread applies commands (stats snapshots) that the main
thread posts to a queue.  AFTER: the control thread busy-polls the queue with get_nowait()
(no sleep at all)."""
import queue
import sys
import threading

STATS = {"snapshots": 0}


def make_lines(n):
    methods = ("GET", "POST", "PUT", "DELETE")
    return [
        f"{i % 251}.{i % 17}.0.{i % 7} {methods[i % 4]} /api/v{i % 3}/items/{i % 997} "
        f"{200 + (i % 5) * 100} {i * 37 % 50000}"
        for i in range(n)
    ]


def parse_line(line):
    ip, method, path, status, size = line.split(" ")
    parts = path.strip("/").split("/")
    return ip, method, parts[1], int(status), int(size)


def aggregate(lines, q):
    totals = {}
    for n, line in enumerate(lines):
        ip, method, version, status, size = parse_line(line)
        key = (method, version, status // 100)
        cnt, tot = totals.get(key, (0, 0))
        totals[key] = (cnt + 1, tot + size)
        if n % 5000 == 0:
            q.put(("snapshot", len(totals)))
    return totals


def apply_command(cmd):
    kind, value = cmd
    if kind == "snapshot":
        STATS["snapshots"] += 1
        STATS["last"] = value


def command_listener(q, stop):
    while not stop.is_set():
        try:
            cmd = q.get_nowait()
        except queue.Empty:
            pass
        else:
            apply_command(cmd)
        # no sleep: poll again immediately


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    q = queue.Queue()
    stop = threading.Event()
    t = threading.Thread(target=command_listener, args=(q, stop), name="control")
    t.start()
    lines = make_lines(200_000)
    for _ in range(rounds):
        totals = aggregate(lines, q)
    stop.set()
    t.join()
    print("keys", len(totals), "snapshots", STATS["snapshots"])


if __name__ == "__main__":
    main()
