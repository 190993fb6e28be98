"""Nightly metrics exporter: validates per-host metric samples, computes per-series
rollups, renders the rows as CSV text, splits them into chunks and compresses each
chunk before it is written to the archive."""
import random
import sys
import zlib

HOSTS = [f"web-{i:02d}.eu-west.example.net" for i in range(40)]
METRICS = ["cpu.user", "cpu.sys", "mem.rss", "net.rx_bytes", "net.tx_bytes", "disk.iops", "http.p99_ms"]
UNITS = {"cpu.user": ("%", 1.0), "cpu.sys": ("%", 1.0), "mem.rss": ("MiB", 1 / 1024),
         "net.rx_bytes": ("KiB", 1 / 1024), "net.tx_bytes": ("KiB", 1 / 1024),
         "disk.iops": ("ops", 1.0), "http.p99_ms": ("ms", 1.0)}
LIMITS = {"cpu.user": 90.0, "cpu.sys": 40.0, "mem.rss": 800.0, "net.rx_bytes": 900.0,
          "net.tx_bytes": 900.0, "disk.iops": 750.0, "http.p99_ms": 650.0}


def make_input(rng, n):
    """The collector's raw text lines: 'ts host metric value [tag=value ...]'."""
    out = []
    ts = 1_700_000_000
    for i in range(n):
        ts += rng.randint(1, 5)
        out.append(f"{ts} {rng.choice(HOSTS)} {rng.choice(METRICS)} {rng.gauss(500.0, 120.0):.4f} "
                   f"dc=eu-west-{i % 3} rack=r{i % 17} agent=v2.{i % 4}")
    return out


def parse_lines(lines):
    samples = []
    for line in lines:
        fields = line.split()
        if len(fields) < 4:
            continue
        tags = dict(f.split("=", 1) for f in fields[4:])
        if tags.get("agent", "").startswith("v1."):
            continue
        samples.append((int(fields[0]), fields[1], fields[2], float(fields[3])))
    return samples


def validate(sample):
    ts, host, metric, value = sample
    if not isinstance(ts, int) or ts <= 0:
        return False
    if metric not in UNITS or not host.endswith(".example.net"):
        return False
    return value == value and -1e12 < value < 1e12


def percentile(sorted_values, q):
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


def rollup(samples):
    series = {}
    for ts, host, metric, value in samples:
        series.setdefault((host, metric), []).append(value)
    out = {}
    for key, values in series.items():
        values.sort()
        out[key] = (len(values), sum(values) / len(values), percentile(values, 0.5),
                    percentile(values, 0.95), values[-1])
    return out


def detect_anomalies(samples, summary):
    """Flag series that breach their p95 three times in a row, or jump sharply."""
    streak = {}
    last = {}
    alerts = []
    for ts, host, metric, value in samples:
        n, mean, p50, p95, top = summary[(host, metric)]
        key = (host, metric)
        prev = last.get(key)
        last[key] = (ts, value)
        if prev is not None:
            dt = ts - prev[0]
            rate = (value - prev[1]) / dt if dt else 0.0
            if abs(rate) > (p95 - p50) * 4.0 and dt < 600:
                alerts.append((ts, host, metric, "spike", round(rate, 1)))
        if value > p95 or value > LIMITS[metric]:
            k = streak.get(key, 0) + 1
            streak[key] = k
            if k == 3:
                alerts.append((ts, host, metric, "breach", round((value - mean) / max(p95 - p50, 1e-9), 2)))
        else:
            streak[key] = 0
    return alerts


def render_row(sample, summary):
    ts, host, metric, value = sample
    name, _, domain = host.partition(".")
    region = domain.split(".")[0]
    unit, scale = UNITS[metric]
    scaled = value * scale
    n, mean, p50, p95, top = summary[(host, metric)]
    level = "crit" if value > LIMITS[metric] else "high" if value > p95 else "ok"
    return f"{ts},{name},{region},{metric},{scaled:.3f}{unit},{level}\n"


def compress_chunk(text):
    data = text.encode("utf-8")
    blob = zlib.compress(data, 1)
    return len(data), blob


def export(samples, summary, chunk_rows):
    raw_total = packed_total = 0
    crc = 0
    for start in range(0, len(samples), chunk_rows):
        rows = [render_row(s, summary) for s in samples[start:start + chunk_rows] if validate(s)]
        n, blob = compress_chunk("".join(rows))
        raw_total += n
        packed_total += len(blob)
        crc = zlib.crc32(blob, crc)
    return raw_total, packed_total, crc


def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    rng = random.Random(42)
    lines = make_input(rng, 30_000)
    for r in range(rounds):
        samples = parse_lines(lines)
        samples.sort(key=lambda s: (s[1], s[2], s[0]))  # archive is ordered by series
        summary = rollup(samples)
        alerts = detect_anomalies(samples, summary)
        raw, packed, crc = export(samples, summary, 2000)
    print(f"rounds={rounds} series={len(summary)} alerts={len(alerts)} raw={raw} packed={packed} ratio={packed / raw:.3f} crc={crc:08x}")


if __name__ == "__main__":
    main()
