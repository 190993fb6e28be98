import bisect

from . import config


class Histogram:
    BOUNDS = [16, 64, 256, 1024, 4096, 16384, 65536]

    def __init__(self):
        self.counts = [0] * (len(self.BOUNDS) + 1)

    def observe(self, v):
        self.counts[bisect.bisect_left(self.BOUNDS, v)] += 1


def read_proc_kv(path):
    """Read a /proc "Key:  value [kB]" file (status, smaps_rollup) into a dict of ints (bytes for kB)."""
    with open(path) as f:
        text = f.read()
    out = {}
    for line in text.splitlines():
        key, sep, rest = line.partition(":")
        if not sep:
            continue
        fields = rest.split()
        if not fields:
            continue
        try:
            val = int(fields[0])
        except ValueError:
            continue
        if len(fields) > 1 and fields[1] == "kB":
            val *= 1024
        out[key.strip()] = val
    return out


class Registry:
    def __init__(self):
        self.by_route = {}
        self.gauges = {}

    def record_request(self, req, resp):
        key = (req.method, req.path.split("/")[1], resp.status)
        h = self.by_route.get(key)
        if h is None:
            h = self.by_route[key] = Histogram()
        h.observe(len(resp.body))
        if config.CHANGE == "new_tower":
            self.gauges.update(read_proc_kv("/proc/self/status"))
            self.gauges.update(read_proc_kv("/proc/self/smaps_rollup"))


REGISTRY = Registry()
