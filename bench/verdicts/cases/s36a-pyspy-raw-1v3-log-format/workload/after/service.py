"""Toy metrics ingest service loop: parse access-log records, update per-route
aggregates, and log a periodic summary. Input is synthesised from a seed."""
import json
import logging
import random
import sys
import time
from collections import defaultdict

logger = logging.getLogger("ingest")

ROUTES = ["/api/users", "/api/orders", "/api/items", "/health", "/api/search", "/login"]
METHODS = ["GET", "POST", "PUT", "DELETE"]


def make_lines(n, seed):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        out.append(
            f"ts={1700000000 + i} method={rnd.choice(METHODS)} route={rnd.choice(ROUTES)} "
            f"status={rnd.choice((200, 200, 200, 201, 304, 404, 500))} "
            f"latency_ms={rnd.uniform(0.5, 250.0):.3f} bytes={rnd.randint(80, 64000)} "
            f"user=u{rnd.randint(1, 5000)} region={rnd.choice(('eu', 'us', 'ap'))}"
        )
    return out


def parse_record(line):
    rec = {}
    for part in line.split(" "):
        key, _, val = part.partition("=")
        rec[key] = val
    rec["ts"] = int(rec["ts"])
    rec["status"] = int(rec["status"])
    rec["latency_ms"] = float(rec["latency_ms"])
    rec["bytes"] = int(rec["bytes"])
    return rec


class Aggregates:
    def __init__(self):
        self.count = defaultdict(int)
        self.errors = defaultdict(int)
        self.latency_sum = defaultdict(float)
        self.latency_max = defaultdict(float)
        self.bytes = defaultdict(int)
        self.users = defaultdict(set)


def update_aggregates(agg, rec):
    key = (rec["method"], rec["route"])
    if rec["status"] >= 500 or rec["latency_ms"] > 225.0:
        logger.debug(f"anomalous record {json.dumps(rec, sort_keys=True)}")
    agg.count[key] += 1
    if rec["status"] >= 500:
        agg.errors[key] += 1
    agg.latency_sum[key] += rec["latency_ms"]
    if rec["latency_ms"] > agg.latency_max[key]:
        agg.latency_max[key] = rec["latency_ms"]
    agg.bytes[key] += rec["bytes"]
    agg.users[rec["route"]].add(rec["user"])


def summarise(agg):
    rows = []
    for key in sorted(agg.count):
        n = agg.count[key]
        rows.append(f"{key[0]} {key[1]} n={n} err={agg.errors[key]} "
                    f"avg={agg.latency_sum[key] / n:.2f} max={agg.latency_max[key]:.2f}")
    return "\n".join(rows)


def serve(lines, rounds):
    agg = Aggregates()
    for r in range(rounds):
        for line in lines:
            rec = parse_record(line)
            update_aggregates(agg, rec)
        logger.info("round %d\n%s", r, summarise(agg))
    return agg


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    lines = make_lines(20000, seed)
    t0 = time.perf_counter()
    agg = serve(lines, rounds)
    print(f"records={sum(agg.count.values())} wall={time.perf_counter() - t0:.2f}s", file=sys.stderr)


if __name__ == "__main__":
    main()
