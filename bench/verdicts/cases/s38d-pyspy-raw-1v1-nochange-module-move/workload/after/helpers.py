"""s38d control workload, AFTER layout: functions moved here verbatim from app.py."""


def tokenize(line):
    out = []
    for word in line.split():
        out.append(word.strip(".,;").lower())
    return out


def score_tokens(tokens):
    total = 0
    for t in tokens:
        h = 0
        for ch in t:
            h = (h * 31 + ord(ch)) & 0xFFFFFFFF
        total += h % 97
    return total


def build_index(tokens, index):
    for pos, t in enumerate(tokens):
        bucket = index.get(t)
        if bucket is None:
            index[t] = [pos]
        else:
            bucket.append(pos)
    return len(index)


def summarize(index):
    best = 0
    for k, v in index.items():
        s = len(v) * len(k)
        if s > best:
            best = s
    return best
