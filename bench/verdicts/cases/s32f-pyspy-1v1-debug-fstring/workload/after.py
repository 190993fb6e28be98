"""Telemetry scoring loop: parse a CSV-ish record, normalise it, score it,
and aggregate per-host totals.  AFTER: score_record builds a debug message
(f-string) on every call; the logger is at WARNING so it is discarded."""
import logging
import math
import sys
import time

logging.basicConfig(level=logging.WARNING)
log = logging.getLogger("scorer")


class Record:
    __slots__ = ("host", "metric", "value", "tags")

    def __init__(self, host, metric, value, tags):
        self.host, self.metric, self.value, self.tags = host, metric, value, tags


def parse_line(line):
    host, metric, value, tags = line.split(",", 3)
    return Record(host, metric, float(value), tags.split("|"))


def normalise(rec):
    rec.metric = rec.metric.strip().lower()
    tags = []
    for t in rec.tags:
        if not t:
            continue
        k, _, v = t.strip().partition("=")
        if not k.isidentifier() or not v.isalnum():
            raise ValueError(f"bad tag {t!r}")
        tags.append(f"{k.lower()}={v.lower()}")
    rec.tags = sorted(tags)
    return rec


def score_record(rec):
    s = 0.0
    for i, t in enumerate(rec.tags):
        s += (len(t) * (i + 1)) % 7
    s += math.log1p(abs(rec.value)) * 3.0
    if rec.metric.startswith("cpu"):
        s *= 1.5
    log.debug(f"scored {rec.host}/{rec.metric} -> score")
    return s


def aggregate(totals, rec, score):
    cur = totals.get(rec.host)
    if cur is None:
        totals[rec.host] = [score, 1]
    else:
        cur[0] += score
        cur[1] += 1


def make_lines(n):
    metrics = ["cpu.user", "cpu.sys", "mem.rss", "disk.io", "net.rx", "net.tx"]
    out = []
    for i in range(n):
        tags = "|".join(f"k{j}=v{(i * 7 + j) % 13}" for j in range(8 + i % 10))
        out.append(f"host{i % 37},{metrics[i % 6]} ,{(i * 37 % 1000) / 7.0},{tags}")
    return out


def main():
    secs = float(sys.argv[1]) if len(sys.argv) > 1 else 8
    lines = make_lines(20000)
    totals = {}
    n = 0
    end = time.perf_counter() + secs
    while time.perf_counter() < end:
        for line in lines:
            rec = normalise(parse_line(line))
            aggregate(totals, rec, score_record(rec))
            n += 1
    print(f"records={n} hosts={len(totals)}")


if __name__ == "__main__":
    main()
