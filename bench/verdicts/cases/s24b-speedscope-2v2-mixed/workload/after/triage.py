#!/usr/bin/env python3
"""Support-ticket triage: synthesise a ticket stream, drop near-duplicate resubmissions, tokenise,
classify by keyword weights, build an inverted index and print a per-category summary."""
import random, re, sys, unicodedata
from collections import Counter, defaultdict

TOPICS = {
    "billing": "invoice charge refund payment card billed twice subscription price discount receipt".split(),
    "login": "password login reset account locked token sso 2fa email verify session".split(),
    "shipping": "delivery package shipped tracking courier delayed address lost damaged parcel".split(),
    "bug": "error crash exception broken page blank freeze timeout upload fails".split(),
    "feature": "request feature please add support export dark mode api integration".split(),
}
FILLER = "the a my i we it is was not and but with on for to of this that hi hello thanks regards team".split()
TOKEN_RE = re.compile(r"[a-z0-9']+")
STOP = frozenset("the a my i we it is was not and but with on for to of this that hi hello thanks regards".split())

def make_tickets(n, seed):
    rnd = random.Random(seed)
    topics = list(TOPICS)
    out = []
    for i in range(n):
        t = rnd.choice(topics)
        words = [rnd.choice(TOPICS[t]) if rnd.random() < 0.35 else rnd.choice(FILLER) for _ in range(rnd.randint(25, 60))]
        subj = " ".join(rnd.choice(TOPICS[t]) for _ in range(3)).capitalize()
        cust = f"cust{rnd.randint(1, 1500):05d}"
        out.append({"id": i, "customer": cust, "subject": subj, "body": " ".join(words) + ".",
                    "priority": rnd.choice("LMHU")})
        if rnd.random() < 0.15:                      # customer resubmits the same ticket
            out.append(dict(out[-1], id=i + 1000000))
    return out

def is_duplicate(t, recent):
    """Linear scan over the recent window."""
    key = (t["customer"], t["subject"])
    for k in recent:
        if k == key:
            return True
    recent.append(key)
    if len(recent) > 200:
        del recent[0]
    return False

def tokenize(text):
    text = unicodedata.normalize("NFKC", text).casefold()
    out = []
    for w in TOKEN_RE.findall(text):
        w = w.strip("'")
        if w and w not in STOP:
            out.append(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w)
    return out
def classify(tokens):
    scores = Counter()
    for w in tokens:
        for topic, kws in TOPICS.items():
            if w in kws:
                scores[topic] += 1
    if not scores:
        return "other", 0.0
    topic, n = scores.most_common(1)[0]
    return topic, n / max(len(tokens), 1)

def update_index(index, tokens, tid):
    for pos, w in enumerate(tokens):
        index[w].append((tid, pos))

def summarise(stats, index):
    lines = []
    for topic in sorted(stats):
        n, conf, pri = stats[topic]
        lines.append(f"{topic:10s} {n:7d} tickets  mean confidence {conf / n:.3f}  urgent {pri.get('U', 0)}")
    common = sorted(index, key=lambda w: -len(index[w]))[:10]
    lines.append("top terms: " + ", ".join(f"{w}({len(index[w])})" for w in common))
    return "\n".join(lines)

def main():
    n = int(sys.argv[1])
    tickets = make_tickets(n, 2026)
    recent, index = [], defaultdict(list)
    stats = defaultdict(lambda: [0, 0.0, Counter()])
    dups = 0
    for t in tickets:
        if is_duplicate(t, recent):
            dups += 1
            continue
        tokens = tokenize(t["subject"] + " " + t["body"])
        topic, conf = classify(tokens)
        update_index(index, tokens, t["id"])
        s = stats[topic]; s[0] += 1; s[1] += conf; s[2][t["priority"]] += 1
    print(summarise(stats, index))
    print(f"tickets={len(tickets)} duplicates={dups} terms={len(index)}")

if __name__ == "__main__":
    main()
