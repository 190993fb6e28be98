"""Sensor batch job: generate readings, aggregate per sensor, emit a JSON report per batch."""
import random
import sys


def generate_readings(rnd, n):
    return [(f"sensor-{rnd.randrange(40)}", rnd.random() * 100.0, rnd.randrange(1_000_000)) for _ in range(n)]


def aggregate(readings):
    stats = {}
    for name, value, ts in readings:
        s = stats.get(name)
        if s is None:
            s = stats[name] = {"count": 0, "sum": 0.0, "min": value, "max": value, "last_ts": ts}
        s["count"] += 1
        s["sum"] += value
        if value < s["min"]:
            s["min"] = value
        if value > s["max"]:
            s["max"] = value
        if ts > s["last_ts"]:
            s["last_ts"] = ts
    return stats


def _escape(s):
    out = ['"']
    for ch in s:
        if ch == '"':
            out.append('\\"')
        elif ch == '\\':
            out.append('\\\\')
        elif ord(ch) < 0x20:
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def to_json(obj):
    """Hand-written serializer (replaces json.dumps so we control formatting)."""
    if obj is None:
        return "null"
    if obj is True:
        return "true"
    if obj is False:
        return "false"
    if isinstance(obj, str):
        return _escape(obj)
    if isinstance(obj, (int, float)):
        return repr(obj)
    if isinstance(obj, dict):
        return "{" + ", ".join(_escape(str(k)) + ": " + to_json(v) for k, v in obj.items()) + "}"
    if isinstance(obj, (list, tuple)):
        return "[" + ", ".join(to_json(v) for v in obj) + "]"
    raise TypeError(type(obj))


def report(batch_id, stats, readings):
    doc = {
        "batch": batch_id,
        "sensors": [
            {"name": k, "count": v["count"], "mean": v["sum"] / v["count"], "min": v["min"],
             "max": v["max"], "last_ts": v["last_ts"], "ok": v["max"] < 99.0, "tags": ["raw", "hourly"]}
            for k, v in sorted(stats.items())
        ],
        "samples": [{"name": n, "value": val, "ts": ts} for n, val, ts in readings[:150]],
    }
    return to_json(doc)


def main():
    batches = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    rnd = random.Random(7)
    total = 0
    for b in range(batches):
        readings = generate_readings(rnd, 1000)
        stats = aggregate(readings)
        total += len(report(b, stats, readings))
    print("bytes", total)


if __name__ == "__main__":
    main()
