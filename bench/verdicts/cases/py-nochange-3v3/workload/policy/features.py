from collections import Counter

TERM_WEIGHTS = {"offer": 2.0, "click": 1.5, "here": 0.5, "password": 2.5, "reset": 1.0, "contract": -1.0,
                "signature": -0.5, "meeting": -1.0, "budget": -0.5, "amount": 0.5, "due": 0.5}


def word_histogram(body):
    return Counter(w.strip(".,:;!?").lower() for w in body.split())


def score_terms(hist):
    total = sum(hist.values()) or 1
    return sum(TERM_WEIGHTS.get(w, 0.0) * c for w, c in hist.items()) / total


def shingle_hashes(body, k=3):
    words = body.split()
    out = set()
    for i in range(len(words) - k + 1):
        h = 0
        for w in words[i:i + k]:
            for ch in w:
                h = (h * 33 + ord(ch)) & 0xFFFFFFFF
        out.add(h % 4096)
    return out


def extract_features(doc):
    hist = word_histogram(doc["body"])
    doc["score"] = score_terms(hist)
    doc["distinct"] = len(hist)
    doc["shingles"] = len(shingle_hashes(doc["body"]))
    return doc
