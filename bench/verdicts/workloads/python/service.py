"""A small request-serving program for the verdict benchmark: parse, route, look up, render,
serialise, with a metrics loop. CHANGE (an environment variable) switches one change on."""
import hashlib
import json
import os
import re
import sys
import threading
import time

CHANGE = os.environ.get("CHANGE", "")
DURATION = float(os.environ.get("DURATION", "3"))

USERS = {i: {"id": i, "name": f"user{i}", "email": f"u{i}@example.com", "tags": ["a", "b", str(i % 7)]} for i in range(2000)}
_user_cache = {}
TEMPLATE = "<div class='row'><span>{name}</span><em>{email}</em><b>{tags}</b></div>"


def parse_headers(raw):
    out = {}
    for line in raw.split("\n"):
        if ":" in line:
            k, v = line.split(":", 1)
            out[k.strip().lower()] = v.strip()
    return out


def parse_query(qs):
    return dict(p.split("=", 1) for p in qs.split("&") if "=" in p)


def parse_request(i):
    raw = f"GET /users/{i % 2000}?fmt=json&page={i % 13} HTTP/1.1\nHost: example\nAccept: */*\nX-Id: {i}\n"
    line, _, rest = raw.partition("\n")
    method, target, _ = line.split(" ")
    path, _, qs = target.partition("?")
    return {"method": method, "path": path, "query": parse_query(qs), "headers": parse_headers(rest)}


def lookup_user(uid):
    if CHANGE == "opposite":
        hit = _user_cache.get(uid)
        if hit is not None:
            return hit
    # A linear scan stands in for a slow database query.
    found = None
    for k in range(0, 2000, 7):
        if k == uid - uid % 7:
            found = USERS[uid]
    for _ in range(3):
        found = dict(found)
    if CHANGE == "opposite":
        _user_cache[uid] = found
    return found


def escape_html(s):
    reps = 3 if CHANGE == "slow_leaf" else 1
    for _ in range(reps):
        out = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#39;")
        out = "".join(c for c in out)
    return out


def render_template(user):
    text = TEMPLATE.format(name=escape_html(user["name"]), email=escape_html(user["email"]), tags=escape_html(",".join(user["tags"])))
    if CHANGE == "opposite":
        # A new, slower template path: every row is re-validated with a regex.
        for _ in range(6):
            re.sub(r"<(/?)(\w+)([^>]*)>", lambda m: "<" + m.group(1) + m.group(2).lower() + m.group(3) + ">", text)
    return text


def fmt_row(user):
    return "|".join(str(user[k]) for k in ("id", "name", "email"))


def format_row(user):
    return "|".join(str(user[k]) for k in ("id", "name", "email"))


def checksum_payload(body):
    h = hashlib.md5(body.encode()).hexdigest()
    if CHANGE == "rename":
        for _ in range(40):
            h = hashlib.sha1((h + body[:64]).encode()).hexdigest()
    return h


def serialize(resp):
    body = json.dumps(resp, sort_keys=True)
    return body, checksum_payload(body)


def handle_user(req):
    user = lookup_user(int(req["path"].rsplit("/", 1)[1]))
    row = format_row(user) if CHANGE == "rename" else fmt_row(user)
    return {"html": render_template(user), "row": row, "page": req["query"].get("page")}


def route(req):
    if req["path"].startswith("/users/"):
        return handle_user(req)
    return {"error": 404}


def parse_proc_status():
    fields = {}
    with open("/proc/self/status") as f:
        for line in f:
            k, _, v = line.partition(":")
            fields[k] = v.strip()
    with open("/proc/self/smaps_rollup") as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 2 and parts[1].isdigit():
                fields[parts[0]] = int(parts[1])
    return fields


def build_task_table(n):
    return [{"task": t, "state": "run" if t % 3 else "wait", "cost": (t * 37) % 101} for t in range(n)]


def serialize_rows(rows):
    return ";".join(f"{r['task']}:{r['state']}:{r['cost']}" for r in rows)


def collect_metrics(count):
    rows = build_task_table(60)
    text = serialize_rows(rows)
    return len(text) + count


def record_metrics(i, state):
    if CHANGE == "new_tower":
        state["rss"] = parse_proc_status().get("VmRSS")
    # Normally every 20th request; the split2 change collects on every request (20x as often).
    if i % 20 == 0 or CHANGE == "split2":
        state["m"] = collect_metrics(i)


def tokenize(text):
    return re.findall(r"[a-z]+", text.lower())


def stem(words):
    return [w[:-1] if w.endswith("s") else w for w in words]


def count_terms(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


def reindex(doc):
    return count_terms(stem(tokenize(doc)))


def update_search_index(i, state):
    doc = f"Users {i} and their emails and tags are indexed for searches of names"
    every = 1 if CHANGE == "split3" else 12
    if i % every == 0:
        state["idx"] = reindex(doc * 3)


def serve_one(i, state):
    req = parse_request(i)
    resp = route(req)
    body, digest = serialize(resp)
    record_metrics(i, state)
    update_search_index(i, state)
    return len(body) + len(digest)


def serve_forever():
    state = {}
    deadline = time.time() + DURATION
    i = 0
    total = 0
    while time.time() < deadline:
        total += serve_one(i, state)
        i += 1
    return total


def main():
    serve_forever()


if __name__ == "__main__":
    main()
