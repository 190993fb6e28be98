"""Shipment-record normaliser: parses CSV-ish lines, normalises each record
against a per-carrier config, scores it, and aggregates per carrier.

The "after" side (FRESH_CONFIG=1 or --fresh-config) is the change under test:
normalize_record() now takes a private copy.deepcopy() of the carrier's small
config dict for every record before applying the record's overrides, instead of
reading the shared config and keeping overrides in local variables.
"""
import argparse
import copy
import json
import random
import re
import zlib
from collections import defaultdict

CARRIERS = {
    "dhl": {"unit": "kg", "round": 2, "fuel": 0.08, "remote": 4.5},
    "ups": {"unit": "lb", "round": 1, "fuel": 0.11, "remote": 5.0},
    "fedex": {"unit": "lb", "round": 2, "fuel": 0.10, "remote": 3.9},
    "post": {"unit": "kg", "round": 0, "fuel": 0.03, "remote": 1.2},
}
HOME_ZONES = {"dhl": {1, 2, 3, 4}, "ups": {1, 2, 5}, "fedex": {2, 3}, "post": {1, 2, 3, 4, 5, 6}}
LB_PER_KG = 2.20462
POSTCODE = re.compile(r"^([A-Z]{1,2})(\d{1,2})\s*(\d[A-Z]{2})$")
SPACES = re.compile(r"[\s_]+")
GOODS = ["  books and   paper", "spare_parts ", "Garden  TOOLS", "toys", " textiles_misc ", "electronics  (small)"]


def make_lines(rng, n):
    out = []
    names = list(CARRIERS)
    for i in range(n):
        c = rng.choice(names)
        pc = "%s%d %d%s" % (rng.choice(["SW", "N", "E", "NW", "B", "M"]), rng.randint(1, 30),
                           rng.randint(1, 9), "".join(rng.choice("ABDEFGHJLNPQRSTUWXYZ") for _ in range(2)))
        remote = "1" if rng.random() < 0.1 else "0"
        out.append("%d,%s,%.3f,%s,%s,%d,%s" % (i, c, rng.uniform(0.1, 30.0), pc, remote, rng.randint(1, 6),
                                                rng.choice(GOODS)))
    return out


def parse_line(line):
    rid, carrier, weight, postcode, remote, zone, goods = line.split(",")
    return {"id": int(rid), "carrier": carrier, "weight": float(weight),
            "postcode": postcode.strip().upper(), "remote": remote == "1", "zone": int(zone),
            "goods": SPACES.sub(" ", goods).strip().lower()}


def normalize_record(rec, fresh_config):
    if fresh_config:
        cfg = copy.deepcopy(CARRIERS[rec["carrier"]])
        if rec["zone"] not in HOME_ZONES[rec["carrier"]]:
            cfg["remote"] *= 2
        if rec["remote"]:
            cfg["fuel"] += 0.02
        fuel, remote_fee = cfg["fuel"], cfg["remote"]
    else:
        cfg = CARRIERS[rec["carrier"]]
        remote_fee = cfg["remote"] * (1 if rec["zone"] in HOME_ZONES[rec["carrier"]] else 2)
        fuel = cfg["fuel"] + (0.02 if rec["remote"] else 0.0)
    w = rec["weight"] * LB_PER_KG if cfg["unit"] == "lb" else rec["weight"]
    m = POSTCODE.match(rec["postcode"])
    area = m.group(1) if m else "??"
    return {"id": rec["id"], "carrier": rec["carrier"], "area": area, "goods": rec["goods"],
            "weight": round(w, cfg["round"]), "unit": cfg["unit"],
            "fuel": fuel, "remote_fee": remote_fee if rec["remote"] else 0.0}


def price(n):
    base = 3.0 + n["weight"] * (0.45 if n["unit"] == "kg" else 0.2)
    return round(base * (1 + n["fuel"]) + n["remote_fee"], 2)


def run(lines, fresh_config):
    totals = defaultdict(float)
    crc = 0
    for line in lines:
        n = normalize_record(parse_line(line), fresh_config)
        p = price(n)
        totals[(n["carrier"], n["area"])] += p
        out = json.dumps(n, sort_keys=True, separators=(",", ":"))
        crc = zlib.crc32(out.encode(), crc)
    return totals, crc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--records", type=int, default=60000)
    ap.add_argument("--passes", type=int, default=2)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--fresh-config", action="store_true")
    a = ap.parse_args()
    lines = make_lines(random.Random(a.seed), a.records)
    for _ in range(a.passes):
        totals, crc = run(lines, a.fresh_config)
    top = sorted(totals.items(), key=lambda kv: -kv[1])[:3]
    print("groups=%d crc=%08x top=%s" % (len(totals), crc, [(k, round(v, 2)) for k, v in top]))


if __name__ == "__main__":
    main()
