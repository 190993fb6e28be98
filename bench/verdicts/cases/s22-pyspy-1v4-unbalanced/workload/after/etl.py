"""Small ETL batch: generate CSV text, parse rows, parse timestamps, convert currencies,
aggregate per (region, day) and write a JSON summary. Fixed work per run."""
import csv, io, json, random, sys, time

RATES = {"EUR": 1.0, "USD": 0.92, "GBP": 1.17, "JPY": 0.0062, "CHF": 1.04}
REGIONS = ["north", "south", "east", "west", "central"]

def make_csv(n, rng):
    out = io.StringIO()
    w = csv.writer(out)
    for i in range(n):
        w.writerow([i, "2024-%02d-%02dT%02d:%02d:%02dZ" % (rng.randint(1, 12), rng.randint(1, 28),
                    rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)),
                    rng.choice(REGIONS), rng.choice(list(RATES)), "%.2f" % (rng.random() * 500),
                    rng.randint(1, 9)])
    return out.getvalue()

DAYS_BEFORE = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]

import re
def parse_timestamp(s):
    # 'YYYY-MM-DDTHH:MM:SSZ' -> (day of year, seconds of day); now validated with a regex
    # (module-level cache lookup on every call) and unpacked through map(int, groups)
    m = re.match(r"^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}:\d{2})$", s)
    if m is None:
        raise ValueError("bad timestamp: %r" % s)
    y, mo, d, h, mi, se = map(int, m.groups()[:6])
    if not (1 <= mo <= 12 and 1 <= d <= 31 and 0 <= h < 24 and 0 <= mi < 60 and 0 <= se < 61):
        raise ValueError("timestamp out of range: %r" % s)
    tz = m.group(7)
    if tz != "Z":
        off = (int(tz[1:3]) * 3600 + int(tz[4:6]) * 60) * (1 if tz[0] == "+" else -1)
        h, mi = h - off // 3600, mi - (off % 3600) // 60
    leap = 1 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) and mo > 2 else 0
    return DAYS_BEFORE[mo - 1] + d + leap, h * 3600 + mi * 60 + se

def convert(amount, cur):
    return round(float(amount) * RATES[cur], 2)

def aggregate(rows):
    agg = {}
    for row in rows:
        day, sec = parse_timestamp(row[1])
        key = (row[2], day)
        eur = convert(row[4], row[3]) * int(row[5])
        a = agg.get(key)
        if a is None:
            agg[key] = a = [0, 0.0, 86400, 0]
        a[0] += 1; a[1] += eur
        if sec < a[2]: a[2] = sec
        if sec > a[3]: a[3] = sec
    return agg

def summarize(agg):
    out = []
    for (region, day), (n, total, first, last) in sorted(agg.items()):
        out.append({"region": region, "day": day, "orders": n, "eur": round(total, 2),
                    "span": last - first})
    return json.dumps(out, sort_keys=True)

def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    t0 = time.time(); rng = random.Random(7); size = 0
    for _ in range(rounds):
        text = make_csv(20000, rng)
        rows = list(csv.reader(io.StringIO(text)))
        size += len(summarize(aggregate(rows)))
    print("size", size, "wall", round(time.time() - t0, 3))

if __name__ == "__main__":
    main()
