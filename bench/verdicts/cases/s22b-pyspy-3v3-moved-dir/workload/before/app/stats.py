"""Aggregation: per-endpoint counters and latency percentiles."""


def percentile(values, p):
    s = sorted(values)
    k = (len(s) - 1) * p
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


MONTHS = {m: i + 1 for i, m in enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())}


def time_bucket(ts):
    # "25/Nov/2024:10:07:31 +0000" -> (2024, 11, 25, 10, 7)
    date, _, rest = ts.partition(":")
    day, mon, year = date.split("/")
    clock = rest.split(" ")[0]
    hh, mm, ss = clock.split(":")
    return (int(year), MONTHS[mon], int(day), int(hh), int(mm))


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
