#!/usr/bin/env python3
"""Toy CRM contact import: generate raw contact lines, parse, clean names, build
dedup keys, merge duplicates, score and render a summary.
Usage: contacts.py N [--after]
  before: the name helper is clean_name()
  after : the helper was renamed normalize_name() and now also folds accents
          (unicodedata NFKD) and strips honorifics, so it is slower per call.
"""
import sys, random, re, json, hashlib, unicodedata, collections

FIRST = ["anna", "José", "ZOË", "  mark", "li", "Ömer", "sara ", "jean-luc", "MARÍA", "Ngozi", "piotr", "Åsa"]
LAST = ["smith", "García", "o'neil", "Müller", "NGUYEN", "van der berg", "Łukasiewicz", "dubois", "Kowalski", "Okafor"]
TITLES = ["", "", "", "dr. ", "Mr ", "mrs. ", "Prof "]
DOMAINS = ["example.com", "mail.org", "corp.net", "web.de"]
_ws = re.compile(r"\s+")
_title = re.compile(r"^(dr|mr|mrs|ms|prof)\.?\s+", re.I)


def gen_lines(n, seed=7):
    rnd = random.Random(seed)
    out = []
    for i in range(n):
        fn = rnd.choice(FIRST); ln = rnd.choice(LAST)
        name = rnd.choice(TITLES) + fn + "  " + ln
        email = (fn.strip() + "." + ln.replace(" ", "")).lower() + "@" + rnd.choice(DOMAINS)
        phone = "+%d %03d-%04d" % (rnd.randint(1, 49), rnd.randint(0, 999), rnd.randint(0, 9999))
        spend = "%.2f" % rnd.uniform(0, 900)
        out.append("|".join((str(i), name, email, phone, spend, rnd.choice("ABCD"))))
    return out


def parse_line(line):
    cid, name, email, phone, spend, tier = line.split("|")
    return {"id": int(cid), "name": name, "email": email, "phone": phone,
            "spend": float(spend), "tier": tier}


def clean_name(s):
    s = _ws.sub(" ", s.strip())
    parts = [p.capitalize() for p in s.split(" ")]
    return " ".join(parts)


def normalize_name(s):
    s = _title.sub("", s.strip())
    s = unicodedata.normalize("NFKD", s)
    if not s.isascii():
        s = "".join(c for c in s if not unicodedata.combining(c))
    s = _ws.sub(" ", s)
    parts = [p.capitalize() for p in s.split(" ")]
    return " ".join(parts)


def phone_key(p):
    digits = "".join(ch for ch in p if ch.isdigit())
    return digits[-7:]


def dedup_key(rec):
    h = hashlib.sha1((rec["name"].lower() + "/" + rec["email"]).encode()).hexdigest()
    return h[:12] + ":" + phone_key(rec["phone"])


def merge(groups):
    merged = []
    for key, recs in groups.items():
        best = max(recs, key=lambda r: r["spend"])
        total = sum(r["spend"] for r in recs)
        merged.append({"key": key, "name": best["name"], "tier": best["tier"],
                       "spend": round(total, 2), "n": len(recs)})
    return merged


def score(m):
    s = m["spend"] / 100.0
    s += {"A": 3, "B": 2, "C": 1}.get(m["tier"], 0)
    s += 0.5 * (m["n"] - 1)
    return round(s, 3)


def render(merged):
    merged.sort(key=lambda m: (-m["score"], m["key"]))
    by_tier = collections.Counter(m["tier"] for m in merged)
    return json.dumps({"top": merged[:20], "tiers": by_tier, "count": len(merged)})


def main():
    n = int(sys.argv[1])
    after = "--after" in sys.argv
    namefix = normalize_name if after else clean_name
    lines = gen_lines(n)
    size = 0
    for _ in range(3):
        recs = [parse_line(l) for l in lines]
        for r in recs:
            r["name"] = namefix(r["name"])
        groups = collections.defaultdict(list)
        for r in recs:
            groups[dedup_key(r)].append(r)
        merged = merge(groups)
        for m in merged:
            m["score"] = score(m)
        size += len(render(merged))
    print("contacts", n, "after" if after else "before", size)


if __name__ == "__main__":
    main()
