"""Log-record enrichment pipeline run by a thread pool.

Each job is a batch of synthetic log lines; it goes through three stages:
  parse_batch   -> split lines into field dicts
  enrich_batch  -> tokenise messages, normalise tokens, score them (dominant stage)
  summarise_batch -> aggregate counters into a small summary
VARIANT=after adds an extra token normalisation pass inside enrich_batch
(strip punctuation, fold digits) which does not change the output because the
synthetic tokens contain neither, but costs ~40% more work in that stage.
"""
import sys
from concurrent.futures import ThreadPoolExecutor

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "before"
NJOBS = int(sys.argv[2]) if len(sys.argv) > 2 else 64
LINES = int(sys.argv[3]) if len(sys.argv) > 3 else 400

WORDS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf",
         "hotel", "india", "juliet", "kilo", "lima", "mike", "november",
         "oscar", "papa", "quebec", "romeo", "sierra", "tango"]
LEVELS = ["INFO", "WARN", "ERROR", "DEBUG"]
PUNCT = set(".,;:!?()[]{}'\"")


VOCAB = WORDS + [w.upper() for w in WORDS[:5]]


def make_batch(seed):
    # cheap deterministic generator (LCG) so input loading is not the hot part
    x = seed * 2654435761 + 1
    out = []
    for i in range(LINES):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        n = 6 + (x >> 8) % 9
        msg = " ".join([VOCAB[(x >> (k % 20)) % 25] for k in range(n)])
        out.append("%d|%s|svc%d|%s" % (i, LEVELS[x % 4], (x >> 4) % 10, msg))
    return out


# ---------------------------------------------------------------- stage 1
def split_fields(line):
    ts, level, svc, msg = line.split("|", 3)
    return {"ts": int(ts), "level": level, "svc": svc, "msg": msg}


def parse_batch(lines):
    return [split_fields(l) for l in lines]


# ---------------------------------------------------------------- stage 2
def lower_tokens(tokens):
    return [t.lower() for t in tokens]


def normalise_token(tok):
    # drop punctuation and fold digits to '0'
    chars = []
    for c in tok:
        if c in PUNCT:
            continue
        chars.append("0" if c.isdigit() else c)
    return "".join(chars)


def token_weight(tok):
    h = 0
    g = 7
    for c in tok:
        o = ord(c)
        h = (h * 31 + o) & 0xFFFF
        g = (g ^ o) * 16777619 & 0xFFFFFFFF
    return ((h ^ (g >> 16)) % 97) / 97.0


def score_tokens(tokens):
    s = 0.0
    for t in tokens:
        s += token_weight(t)
    return s


def enrich_record(rec):
    tokens = rec["msg"].split(" ")
    tokens = lower_tokens(tokens)
    if VARIANT == "after":
        # extra normalisation pass added in the "after" build
        tokens = [normalise_token(t) for t in tokens]
    rec["tokens"] = tokens
    rec["score"] = score_tokens(tokens)
    return rec


def enrich_batch(records):
    return [enrich_record(r) for r in records]


# ---------------------------------------------------------------- stage 3
def summarise_batch(records):
    by_level = {}
    total = 0.0
    for r in records:
        by_level[r["level"]] = by_level.get(r["level"], 0) + 1
        total += r["score"]
    return by_level, round(total, 3)


def run_job(seed):
    lines = make_batch(seed)
    recs = parse_batch(lines)
    recs = enrich_batch(recs)
    return summarise_batch(recs)


def main():
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(run_job, range(NJOBS)))
    total = sum(r[1] for r in results)
    counts = {}
    for by_level, _ in results:
        for k, v in by_level.items():
            counts[k] = counts.get(k, 0) + v
    print("jobs=%d total=%.3f counts=%s" % (NJOBS, total, sorted(counts.items())))


if __name__ == "__main__":
    main()
