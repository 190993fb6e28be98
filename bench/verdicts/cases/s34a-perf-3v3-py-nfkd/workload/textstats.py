"""Small text-statistics job: tokenise a synthetic corpus, clean tokens,
count words and bigrams, report the top entries.

Set NORMALIZE=1 in the environment to get the "after" version, where
clean_token() also Unicode-normalises (NFKD) every token before lowercasing,
so that composed and decomposed accents count as the same word.
"""
import heapq
import os
import random
import re
import sys
import unicodedata
from collections import Counter

NORMALIZE = os.environ.get("NORMALIZE") == "1"

WORD_RE = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")

SYLLABLES = ["ka", "lo", "mi", "re", "tsu", "na", "vé", "ço", "ür", "ši",
             "an", "el", "or", "qu", "ñe", "ta", "be", "do", "fi", "gu"]
STOP = {"the", "and", "of", "to", "a", "in"}


def make_corpus(n_lines, seed=1234):
    rng = random.Random(seed)
    vocab = []
    for _ in range(3000):
        w = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 4)))
        if rng.random() < 0.2:
            w = w.capitalize()
        vocab.append(w)
    vocab += list(STOP)
    lines = []
    for _ in range(n_lines):
        words = [rng.choice(vocab) for _ in range(rng.randint(8, 20))]
        lines.append(" ".join(words) + rng.choice([".", ",", "!", "?", ";"]))
    return lines


def tokenize(line):
    return WORD_RE.findall(line)


def clean_token(tok):
    if NORMALIZE:
        tok = unicodedata.normalize("NFKD", tok)
    tok = tok.lower()
    if tok in STOP:
        return None
    return tok


def count_words(lines):
    words = Counter()
    pairs = Counter()
    for line in lines:
        prev = None
        for raw in tokenize(line):
            tok = clean_token(raw)
            if tok is None:
                prev = None
                continue
            words[tok] += 1
            if prev is not None:
                pairs[(prev, tok)] += 1
            prev = tok
    return words, pairs


def top_k(counter, k):
    return heapq.nlargest(k, counter.items(), key=lambda kv: kv[1])


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60000
    lines = make_corpus(n)
    words, pairs = count_words(lines)
    tw = top_k(words, 10)
    tp = top_k(pairs, 10)
    print(len(words), len(pairs), tw[0], tp[0])


if __name__ == "__main__":
    main()
