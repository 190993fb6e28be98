"""logstats: synthetic access-log aggregation.

A producer thread generates batches of log lines (deterministic RNG) and puts them on a
queue; the main thread parses each line, aggregates per-path / per-user statistics in
dicts and sets, and prints a summary at the end.  Uses str-keyed dicts and sets heavily,
so PYTHONHASHSEED changes their layout and iteration order but not the work done.
"""
import queue
import random
import sys
import threading

N_BATCHES = int(sys.argv[1]) if len(sys.argv) > 1 else 130
BATCH = 2000
PATHS = ["/api/v1/%s/%s" % (a, b) for a in ("users", "orders", "items", "carts", "search")
         for b in ("list", "get", "update", "delete", "stats", "export")]
AGENTS = ["curl/8.%d" % i for i in range(6)] + ["Mozilla/5.0 (X11; rv:%d)" % i for i in range(20)]


def make_line(rng):
    user = "u%05d" % rng.randrange(20000)
    path = rng.choice(PATHS)
    status = rng.choice((200, 200, 200, 200, 201, 204, 301, 404, 500))
    size = rng.randrange(100, 50000)
    ms = rng.expovariate(1 / 40.0)
    agent = rng.choice(AGENTS)
    return '%s - %s "GET %s?page=%d" %d %d %.1fms "%s"' % (
        "10.%d.%d.%d" % (rng.randrange(256), rng.randrange(256), rng.randrange(256)),
        user, path, rng.randrange(50), status, size, ms, agent)


def producer(q, seed):
    rng = random.Random(seed)
    for _ in range(N_BATCHES):
        q.put([make_line(rng) for _ in range(BATCH)])
    q.put(None)


def parse_line(line):
    head, _, rest = line.partition(' "GET ')
    ip, _, user = head.partition(" - ")
    target, _, tail = rest.partition('" ')
    path, _, query = target.partition("?")
    fields = tail.split(" ", 3)
    return ip, user, path, int(fields[0]), int(fields[1]), float(fields[2][:-2]), fields[3].strip('"')


class Stats:
    def __init__(self):
        self.by_path = {}
        self.users_by_path = {}
        self.agents = {}
        self.errors = set()

    def add(self, rec):
        ip, user, path, status, size, ms, agent = rec
        s = self.by_path.get(path)
        if s is None:
            s = self.by_path[path] = [0, 0, 0.0, 0.0]
            self.users_by_path[path] = set()
        s[0] += 1
        s[1] += size
        s[2] += ms
        if ms > s[3]:
            s[3] = ms
        self.users_by_path[path].add(user)
        self.agents[agent] = self.agents.get(agent, 0) + 1
        if status >= 500:
            self.errors.add((path, user))


def summarise(stats):
    rows = []
    for path, (n, size, ms, mx) in sorted(stats.by_path.items()):
        rows.append("%-28s %7d %10d %8.2f %8.1f %6d" % (path, n, size // n, ms / n, mx,
                                                          len(stats.users_by_path[path])))
    top_agents = sorted(stats.agents.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    return rows, top_agents, len(stats.errors)


def main():
    q = queue.Queue(maxsize=8)
    t = threading.Thread(target=producer, args=(q, 1234), name="producer")
    t.start()
    stats = Stats()
    while True:
        batch = q.get()
        if batch is None:
            break
        for line in batch:
            stats.add(parse_line(line))
    t.join()
    rows, top_agents, nerr = summarise(stats)
    print("\n".join(rows[:5]))
    print("agents:", top_agents)
    print("distinct error (path,user):", nerr)


if __name__ == "__main__":
    main()
