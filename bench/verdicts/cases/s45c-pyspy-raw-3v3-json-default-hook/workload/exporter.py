"""Audit-event exporter: builds events, enriches them and writes one JSON line per event.

--mode explicit  (before): event_to_row() converts datetimes / Money / Actor itself, plain json.dumps.
--mode hook      (after):  event_to_row_raw() leaves them as objects and json.dumps(default=json_default)
                           converts each one through a generic hook (dataclasses.asdict for dataclasses).
Both modes produce byte-identical output (sha256 printed at the end).
"""
import argparse
import dataclasses
import datetime as dt
import decimal
import hashlib
import io
import json
import random

EPOCH = dt.datetime(2024, 3, 1, 8, 0, 0, tzinfo=dt.timezone.utc)
ACTIONS = ["login", "logout", "view", "update", "delete", "export", "share", "comment"]
REGIONS = ["eu-west", "eu-north", "us-east", "us-west", "ap-south"]

@dataclasses.dataclass
class Money:
    amount: decimal.Decimal
    currency: str

@dataclasses.dataclass
class Actor:
    user_id: int
    name: str
    region: str
    roles: list

@dataclasses.dataclass
class Event:
    event_id: int
    action: str
    at: dt.datetime
    actor: Actor
    cost: Money
    tags: list
    seen_at: dt.datetime

def make_actor(rng, uid):
    return Actor(uid, "user%05d" % uid, rng.choice(REGIONS), sorted(rng.sample(["admin", "dev", "ops", "audit", "guest"], 2)))

def load_events(rng, n, actors):
    events = []
    for i in range(n):
        at = EPOCH + dt.timedelta(seconds=rng.randrange(0, 86400 * 30), microseconds=rng.randrange(0, 10**6))
        cost = Money(decimal.Decimal(rng.randrange(0, 10**6)) / 100, rng.choice(["EUR", "USD", "GBP"]))
        events.append(Event(i, rng.choice(ACTIONS), at, rng.choice(actors), cost,
                            ["t%d" % rng.randrange(50) for _ in range(rng.randrange(1, 4))],
                            at + dt.timedelta(milliseconds=rng.randrange(1, 5000))))
    return events

def enrich(events):
    for ev in events:
        if ev.action in ("delete", "export") and "sensitive" not in ev.tags:
            ev.tags = ev.tags + ["sensitive"]
    return events

# ---- before: explicit conversion -------------------------------------------------------------

def money_to_json(m):
    return {"amount": float(m.amount), "currency": m.currency}

def actor_to_json(a):
    return {"user_id": a.user_id, "name": a.name, "region": a.region, "roles": list(a.roles)}

def event_to_row(ev):
    return {
        "event_id": ev.event_id,
        "action": ev.action,
        "at": ev.at.isoformat(),
        "actor": actor_to_json(ev.actor),
        "cost": money_to_json(ev.cost),
        "tags": ev.tags,
        "seen_at": ev.seen_at.isoformat(),
    }

# ---- after: generic default= hook -------------------------------------------------------------

def event_to_row_raw(ev):
    return {
        "event_id": ev.event_id,
        "action": ev.action,
        "at": ev.at,
        "actor": ev.actor,
        "cost": ev.cost,
        "tags": ev.tags,
        "seen_at": ev.seen_at,
    }

def json_default(o):
    if isinstance(o, dt.datetime):
        return o.isoformat()
    if isinstance(o, decimal.Decimal):
        return float(o)
    if dataclasses.is_dataclass(o) and not isinstance(o, type):
        return dataclasses.asdict(o)
    raise TypeError("not JSON serializable: %r" % type(o))

# ---- export ----------------------------------------------------------------------------------

def serialize(ev, mode):
    if mode == "explicit":
        return json.dumps(event_to_row(ev), separators=(",", ":"))
    return json.dumps(event_to_row_raw(ev), separators=(",", ":"), default=json_default)

def export_batch(events, out, mode):
    for ev in events:
        out.write(serialize(ev, mode))
        out.write("\n")

def run(mode, batches, per_batch, seed):
    rng = random.Random(seed)
    actors = [make_actor(rng, uid) for uid in range(500)]
    digest = hashlib.sha256()
    lines = 0
    for _ in range(batches):
        events = enrich(load_events(rng, per_batch, actors))
        buf = io.StringIO()
        export_batch(events, buf, mode)
        data = buf.getvalue()
        lines += data.count("\n")
        digest.update(data.encode())
    return lines, digest.hexdigest()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", choices=["explicit", "hook"], required=True)
    ap.add_argument("--batches", type=int, default=40)
    ap.add_argument("--per-batch", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=45)
    a = ap.parse_args()
    lines, h = run(a.mode, a.batches, a.per_batch, a.seed)
    print("mode=%s lines=%d sha256=%s" % (a.mode, lines, h))

if __name__ == "__main__":
    main()
