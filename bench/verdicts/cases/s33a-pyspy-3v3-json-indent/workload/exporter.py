"""Audit-log exporter: build event records, validate them, serialise the failed ones to JSON, checksum the batch."""
import hashlib
import json
import random
import sys

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
BATCHES = int(sys.argv[2]) if len(sys.argv) > 2 else 200


def make_records(rng, n):
    recs = []
    for i in range(n):
        recs.append({
            "id": i,
            "user": "u%05d" % rng.randrange(100000),
            "action": rng.choice(["login", "logout", "update", "delete", "create"]),
            "ok": rng.random() > 0.06,
            "latency_ms": round(rng.random() * 250, 3),
            "tags": [rng.choice("abcdefgh") for _ in range(3)],
        })
    return recs


def validate(rec):
    score = 0
    for k, v in rec.items():
        if isinstance(v, str):
            score += sum(ord(c) for c in v) % 7
        elif isinstance(v, (int, float)):
            score += int(v) % 5
        elif isinstance(v, list):
            score += len(v)
    return score >= 0 and rec["latency_ms"] >= 0


def serialise_records(recs):
    out = []
    for rec in recs:
        if VARIANT == "after":
            out.append(json.dumps(rec, indent=2))
        else:
            out.append(json.dumps(rec))
    return out


def checksum(lines):
    h = hashlib.sha256()
    for line in lines:
        h.update(line.encode())
    return h.hexdigest()


def main():
    rng = random.Random(42)
    digest = ""
    for _ in range(BATCHES):
        recs = make_records(rng, 500)
        good = [r for r in recs if validate(r)]
        failed = [r for r in good if not r["ok"]]
        lines = serialise_records(failed)
        digest = checksum(lines + [digest, str(len(good))])
    print(VARIANT, digest[:16])


if __name__ == "__main__":
    main()
