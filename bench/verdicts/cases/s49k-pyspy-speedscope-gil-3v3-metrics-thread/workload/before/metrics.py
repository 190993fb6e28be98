"""Metrics publisher (before): every tick, copy the scalar counters and keep
the latest snapshot in memory for the scraper to pick up."""
import time

REGISTRY = {
    "job": "log-analytics",
    "histograms": {"h%04d" % i: {"buckets": list(range(i % 7, i % 7 + 24)),
                                 "labels": {"shard": i % 16, "kind": "latency"}}
                   for i in range(1500)},
}
LATEST = {}


def collect(counters):
    return {"ts": time.monotonic(), "counters": dict(counters),
            "n_histograms": len(REGISTRY["histograms"])}


def publish(snapshot):
    LATEST.clear()
    LATEST.update(snapshot)


def publish_loop(counters, stop, interval):
    ticks = 0
    while not stop.wait(interval):
        publish(collect(counters))
        ticks += 1
    return ticks
