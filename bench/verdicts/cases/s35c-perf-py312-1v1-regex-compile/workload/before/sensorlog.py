"""Summarise a sensor gateway log: per-site average temperature.

Each line is logfmt written by the gateway; every sensor reports its readings
under keys prefixed with its own id, e.g.

  ts=1700000123.450 site=plant-3 sensor=S1042 S1042_temp=21.37 S1042_hum=40.1 S1042_batt=87
"""
import random
import re
import sys
from collections import defaultdict

N_SENSORS = 3000
N_LINES = 55_000

KV_RE = re.compile(r"(\w+)=(\S+)")


def make_log(seed=7):
    rng = random.Random(seed)
    sensors = [f"S{i:04d}" for i in range(N_SENSORS)]
    site_of = {s: f"plant-{rng.randint(1, 12)}" for s in sensors}
    lines = []
    ts = 1_700_000_000.0
    for _ in range(N_LINES):
        s = rng.choice(sensors)
        ts += rng.random()
        lines.append(
            f"ts={ts:.3f} site={site_of[s]} sensor={s} "
            f"{s}_temp={rng.gauss(21, 3):.2f} {s}_hum={rng.uniform(20, 80):.1f} "
            f"{s}_batt={rng.randint(5, 100)}"
        )
    return lines


def parse_line(line):
    fields = dict(KV_RE.findall(line))
    sensor = fields["sensor"]
    return fields["site"], sensor, float(fields[f"{sensor}_temp"])


def summarise(lines):
    sums = defaultdict(float)
    counts = defaultdict(int)
    for line in lines:
        site, _sensor, temp = parse_line(line)
        sums[site] += temp
        counts[site] += 1
    return {site: sums[site] / counts[site] for site in sorted(sums)}


def main():
    lines = make_log()
    result = summarise(lines)
    for site, avg in result.items():
        print(f"{site:10s} {avg:6.2f}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
