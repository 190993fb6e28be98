FIELDS = ("id", "name", "email", "phone", "city", "amount", "currency", "ts")


def split_fields(line):
    return line.split(",")


def coerce_types(rec):
    rec["id"] = int(rec["id"])
    rec["amount"] = float(rec["amount"])
    date, _, clock = rec["ts"].partition("T")
    y, m, d = date.split("-")
    rec["month"] = int(m)
    rec["hour"] = int(clock[:2])
    return rec


def parse_record(line):
    return coerce_types(dict(zip(FIELDS, split_fields(line))))


def parse_stage(lines):
    for line in lines:
        yield parse_record(line)
