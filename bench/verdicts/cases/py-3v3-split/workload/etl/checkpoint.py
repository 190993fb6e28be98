import json
import zlib


def snapshot_counters(rollup, recent):
    """Deep-copy the counters and a digest of the recent batch, as a JSON-able dict."""
    snap = {"count": rollup.count,
            "by_region": {k: round(v, 2) for k, v in sorted(rollup.by_region.items())},
            "by_hour": [rollup.by_hour.get(h, 0) for h in range(24)]}
    digest = 0
    for rec in recent:
        for c in ("email", "region"):
            for ch in str(rec[c]):
                digest = (digest * 131 + ord(ch)) % 1000000007
    snap["digest"] = digest
    snap["recent"] = [[rec["id"], rec["region"]] for rec in recent]
    return snap


def compress_snapshot(snap):
    blob = json.dumps(snap, sort_keys=True).encode()
    # run-length + checksum pass done in Python (the store wants a framed format)
    framed = bytearray()
    for i in range(0, len(blob), 4):
        chunk = blob[i:i + 4]
        framed.append(len(chunk))
        framed += chunk
        framed.append(sum(chunk) & 0xFF)
    return zlib.compress(bytes(framed), 1)


def checkpoint_state(store, rollup, recent):
    snap = snapshot_counters(rollup, recent)
    store.append(compress_snapshot(snap))
    if len(store) > 32:
        del store[:16]
