"""Aggregation: per-endpoint counters and latency percentiles."""


def percentile(values, p):
    s = sorted(values)
    k = (len(s) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


MONTHS = {m: i + 1 for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}


DAYS_IN_MONTH = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)


def time_bucket(ts):
    # "25/Nov/2024:10:07:31 +0000" -> (2024, 11, 25, 10, 7); validated since the
    # upstream proxy started emitting truncated timestamps
    date, _, rest = ts.partition(":")
    day, mon, year = date.split("/")
    clock, _, zone = rest.partition(" ")
    hh, mm, ss = clock.split(":")
    fields = (int(year), MONTHS[mon], int(day), int(hh), int(mm), int(ss))
    if not (1 <= fields[2] <= 31 and 0 <= fields[3] < 24 and 0 <= fields[4] < 60 and 0 <= fields[5] < 61):
        raise ValueError("bad timestamp %r" % ts)
    if zone and zone[0] not in "+-":
        raise ValueError("bad zone %r" % ts)
    if fields[2] > DAYS_IN_MONTH[fields[1] - 1] + (fields[1] == 2 and fields[0] % 4 == 0):
        raise ValueError("bad day %r" % ts)
    # normalise to UTC minutes
    offset = (int(zone[1:3]) * 60 + int(zone[3:5])) * (-1 if zone[0] == "-" else 1)
    minute = fields[3] * 60 + fields[4] - offset
    return (fields[0], fields[1], fields[2], minute // 60 % 24, minute % 60)


class Aggregator:
    def __init__(self):
        self.by_endpoint = {}
        self.per_minute = {}
        self.clients = {}

    def add(self, rec):
        key = (rec["method"], rec["path"])
        ent = self.by_endpoint.get(key)
        if ent is None:
            ent = self.by_endpoint[key] = {"n": 0, "bytes": 0, "errors": 0, "lat": [], "params": {}}
        ent["n"] += 1
        ent["bytes"] += rec["size"]
        if rec["status"] >= 500:
            ent["errors"] += 1
        ent["lat"].append(rec["dur"])
        b = time_bucket(rec["ts"])
        self.per_minute[b] = self.per_minute.get(b, 0) + 1
        self.clients[rec["ip"]] = self.clients.get(rec["ip"], 0) + rec["size"]
        for k, v in rec["params"].items():
            ent["params"][k] = ent["params"].get(k, 0) + len(v)

    def report(self):
        rows = []
        for (method, path), ent in sorted(self.by_endpoint.items()):
            rows.append((method, path, percentile(ent["lat"], 0.5), percentile(ent["lat"], 0.99),
                         ent["errors"] / ent["n"], ent["bytes"]))
        return rows
