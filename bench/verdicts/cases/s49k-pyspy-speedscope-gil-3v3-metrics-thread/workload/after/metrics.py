"""Metrics publisher (after): every tick, serialise the whole registry
(counters plus all histograms) to JSON so the scraper gets a ready payload."""
import json
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
            "n_histograms": len(REGISTRY["histograms"]),
            "registry": REGISTRY}


def publish(snapshot):
    payload = json.dumps(snapshot, sort_keys=True)
    LATEST.clear()
    LATEST["payload"] = payload


def publish_loop(counters, stop, interval):
    ticks = 0
    while not stop.wait(interval):
        publish(collect(counters))
        ticks += 1
    return ticks
